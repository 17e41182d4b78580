export declare const fixturesDir: string;
export declare const wordpressUsers: { login: string; role: string }[];
export declare function wordpressUnavailable(): string | undefined;
export declare function runWordPressPhp(
  webroot: string,
  file: string,
  env?: Record<string, string>,
): string;
export interface RunningWordPress {
  url: string;
  base: string;
  webroot: string;
  dbDir: string;
  stop(): void;
  seeded: Record<string, unknown>;
  serverLog(): string;
}
export declare function startWordPress(options?: {
  port?: number;
  seedFile?: string;
}): Promise<RunningWordPress>;
