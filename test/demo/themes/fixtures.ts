// Throw-away theme directories for loader tests, written file by file so each test shows the
// exact theme it is about.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The themes the demo host ships. */
export const shippedThemesRoot = fileURLToPath(new URL('../../../demo/themes', import.meta.url));

export interface TempThemes {
  root: string;
  /** Writes `files` (path relative to the theme → content) into `root/<stylesheet>`. */
  theme(stylesheet: string, files: Record<string, string>): string;
  remove(): void;
}

export function tempThemes(): TempThemes {
  const root = mkdtempSync(join(tmpdir(), 'theme-loader-'));
  return {
    root,
    theme(stylesheet, files) {
      const dir = join(root, stylesheet);
      for (const [path, content] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), content);
      }
      return dir;
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export function styleCss(name: string): string {
  return `/*\nTheme Name: ${name}\nVersion: 0.1.0\n*/\n`;
}

/** Runs `action` with console.warn captured, returning what was warned. */
export function captureWarnings(action: () => void): string[] {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    action();
  } finally {
    console.warn = original;
  }
  return warnings;
}

/** The value at a dotted path (`color.palette`) inside parsed JSON, or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      root,
    );
}
