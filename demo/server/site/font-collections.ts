// The font collections the demo host offers. WordPress registers a "Google Fonts" collection
// whose faces point at fonts.gstatic.com; the demo host must never reach the network, so its
// collection is built from the open-licensed @fontsource packages in node_modules (Google Fonts,
// OFL) and each face points at a latin woff2 file the host itself serves at
// /wp-content/font-collections/{package}/{file}. `--font-families N` pads the collection to N
// families (generated names, faces reusing the real files) for benchmarks.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface CollectionFontFace {
  fontFamily: string;
  fontStyle: string;
  fontWeight: string;
  src: string;
  preview?: string;
}

export interface CollectionFontFamily {
  font_family_settings: {
    name: string;
    slug: string;
    fontFamily: string;
    preview?: string;
    fontFace: CollectionFontFace[];
  };
  categories: string[];
}

export interface FontCollection {
  slug: string;
  name: string;
  description: string;
  categories: Array<{ slug: string; name: string }>;
  font_families: CollectionFontFamily[];
}

export const collectionFilesPath = '/wp-content/font-collections/';

/** The packages, with the category the collection files them under and the CSS fallback. */
const fontsourcePackages: Array<{ name: string; category: string }> = [
  { name: '@fontsource-variable/inter', category: 'sans-serif' },
  { name: '@fontsource/lora', category: 'serif' },
  { name: '@fontsource/playfair-display', category: 'serif' },
  { name: '@fontsource/roboto-mono', category: 'monospace' },
  { name: '@fontsource/dancing-script', category: 'handwriting' },
  { name: '@fontsource/abril-fatface', category: 'display' },
  { name: '@fontsource/bebas-neue', category: 'display' },
];

const categories = [
  { slug: 'sans-serif', name: 'Sans Serif' },
  { slug: 'serif', name: 'Serif' },
  { slug: 'monospace', name: 'Monospace' },
  { slug: 'display', name: 'Display' },
  { slug: 'handwriting', name: 'Handwriting' },
];

const fallbacks: Record<string, string> = {
  'sans-serif': 'sans-serif',
  serif: 'serif',
  monospace: 'monospace',
  display: 'system-ui',
  handwriting: 'cursive',
};

interface FontsourceMetadata {
  id: string;
  family: string;
  weights: number[];
  styles: string[];
  variable: false | { wght?: { min: string; max: string } };
}

/** `@fontsource/lora` → `fontsource-lora`: one URL segment per package. */
const packageKey = (name: string) => name.replace(/^@/, '').replace('/', '-');

/** The files directory of each package, by its URL key: what the host may serve. */
export interface CollectionFiles {
  dirs: Map<string, string>;
}

function cssFamily(name: string, category: string): string {
  const quoted = /^[A-Za-z-]+$/.test(name) ? name : `'${name}'`;
  return `${quoted}, ${fallbacks[category] ?? 'sans-serif'}`;
}

function familyFromPackage(
  projectRoot: string,
  pkg: { name: string; category: string },
  files: CollectionFiles,
): CollectionFontFamily | null {
  let metadataPath: string;
  try {
    metadataPath = createRequire(join(projectRoot, 'package.json')).resolve(
      `${pkg.name}/metadata.json`,
    );
  } catch {
    return null; // Not installed: the collection simply lacks it.
  }
  const metadata = JSON.parse(readFileSync(metadataPath, 'utf8')) as FontsourceMetadata;
  const dir = join(dirname(metadataPath), 'files');
  const key = packageKey(pkg.name);
  const isVariablePackage = pkg.name.startsWith('@fontsource-variable/');
  const faces: CollectionFontFace[] = [];
  const addFace = (file: string, fontStyle: string, fontWeight: string) => {
    if (!existsSync(join(dir, file))) return;
    faces.push({
      fontFamily: metadata.family,
      fontStyle,
      fontWeight,
      src: `${collectionFilesPath}${key}/${file}`,
    });
  };
  const wght = metadata.variable ? metadata.variable.wght : undefined;
  for (const style of [...metadata.styles].sort().reverse()) {
    if (isVariablePackage && wght) {
      const { min, max } = wght;
      addFace(`${metadata.id}-latin-wght-${style}.woff2`, style, `${min} ${max}`);
      continue;
    }
    for (const weight of metadata.weights) {
      addFace(`${metadata.id}-latin-${weight}-${style}.woff2`, style, String(weight));
    }
  }
  if (faces.length === 0) return null;
  files.dirs.set(key, dir);
  return {
    font_family_settings: {
      name: metadata.family,
      slug: metadata.id,
      fontFamily: cssFamily(metadata.family, pkg.category),
      fontFace: faces,
    },
    categories: [pkg.category],
  };
}

/** 'Sample Family 0001'…: copies of the real families under new names, for volume. */
function samples(real: CollectionFontFamily[], count: number): CollectionFontFamily[] {
  if (real.length === 0 || count <= real.length) return [];
  const digits = Math.max(4, String(count).length);
  const out: CollectionFontFamily[] = [];
  for (let n = 1; n <= count - real.length; n++) {
    const model = real[(n - 1) % real.length]!;
    const name = `Sample Family ${String(n).padStart(digits, '0')}`;
    out.push({
      font_family_settings: {
        name,
        slug: `sample-family-${String(n).padStart(digits, '0')}`,
        fontFamily: cssFamily(name, model.categories[0] ?? 'sans-serif'),
        fontFace: model.font_family_settings.fontFace.map((face) => ({
          ...face,
          fontFamily: name,
        })),
      },
      categories: model.categories,
    });
  }
  return out;
}

const loaded = new Map<string, { collections: FontCollection[]; files: CollectionFiles }>();

/**
 * The demo host's collections (one: google-fonts) and the package directories their files are
 * served from, read once per process. `familyCount` pads Google Fonts to that many families.
 */
export function loadFontCollections(
  projectRoot: string,
  familyCount = 0,
): { collections: FontCollection[]; files: CollectionFiles } {
  const cacheKey = `${familyCount}:${projectRoot}`;
  const cached = loaded.get(cacheKey);
  if (cached) return cached;
  const files: CollectionFiles = { dirs: new Map() };
  const real = fontsourcePackages
    .map((pkg) => familyFromPackage(projectRoot, pkg, files))
    .filter((family): family is CollectionFontFamily => family !== null);
  const google: FontCollection = {
    slug: 'google-fonts',
    name: 'Google Fonts',
    description:
      'Install from Google Fonts. The demo host serves its own copies of these open-licensed fonts.',
    categories,
    font_families: [...real, ...samples(real, familyCount)],
  };
  const result = { collections: [google], files };
  loaded.set(cacheKey, result);
  return result;
}

/** The file a /wp-content/font-collections/ path names, when it is one of the collections'. */
export function collectionFile(
  projectRoot: string,
  path: string,
): { dir: string; file: string } | null {
  const { files } = loadFontCollections(projectRoot);
  const match = /^\/wp-content\/font-collections\/([a-z0-9-]+)\/([a-z0-9-]+\.woff2)$/.exec(path);
  const dir = match ? files.dirs.get(match[1]!) : undefined;
  return dir ? { dir, file: match![2]! } : null;
}
