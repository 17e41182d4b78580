import type { Browser } from '@playwright/test';
export declare function gzipBytes(file: string): number;
export declare function loginState(
  browser: Browser,
  baseURL: string,
  user?: string,
  password?: string,
): Promise<Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>>;
export declare function openFirstScreen(
  browser: Browser,
  baseURL: string,
  storageState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>,
): Promise<{ ms: number; files: string[]; gzipBytes: number }>;
export declare function openMeasured(
  browser: Browser,
  baseURL: string,
  storageState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>,
  path: string,
  ready: (page: import('@playwright/test').Page) => Promise<unknown>,
): Promise<{ ms: number; files: string[]; gzipBytes: number }>;
