export declare const pluginSlug: string;
export declare function pluginFiles(): Record<string, Uint8Array>;
export declare function installPlugin(pluginsDir: string): string;
export declare function writePluginZip(out?: string): {
  path: string;
  bytes: number;
  files: number;
};
