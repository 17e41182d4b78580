// The demo's media library: a few gradient images drawn in code (png.ts; made for this project
// and free to use, CC0), and featured images for some seeded pages and posts. It keeps its own
// version option, so a data directory seeded before the media library existed gets it on the
// next start too; pages and posts are found by slug. A few files that are not images (a sound, a
// document: files.ts) came later, under a version of their own.
import { toStoredDate } from '../db/database';
import { readImageInfo } from '../site/image-size';
import { addAttachment } from '../site/media-library';
import type { Site } from '../site/site';
import { textPdf, toneWav } from './files';
import { gradientPng, type Rgb } from './png';

const mediaSeedVersion = '1';
const dayMs = 24 * 60 * 60 * 1000;

interface SeedImage {
  file: string;
  title: string;
  alt: string;
  from: Rgb;
  to: Rgb;
  daysAgo: number;
  /** Slugs of the pages and posts that show it as their featured image. */
  featuredOn: Array<{ type: 'page' | 'post'; slug: string }>;
}

export const seedImages: SeedImage[] = [
  {
    file: 'harbour-dawn.png',
    title: 'Harbour at dawn',
    alt: 'A soft gradient from rose to pale gold',
    from: [244, 180, 196],
    to: [252, 233, 170],
    daysAgo: 119,
    featuredOn: [
      { type: 'page', slug: 'about' },
      { type: 'post', slug: 'welcome-to-meridian' },
    ],
  },
  {
    file: 'open-sea.png',
    title: 'Open sea',
    alt: 'A gradient from deep blue to turquoise',
    from: [20, 52, 120],
    to: [64, 200, 196],
    daysAgo: 110,
    featuredOn: [
      { type: 'page', slug: 'services' },
      { type: 'post', slug: 'designing-with-global-styles' },
    ],
  },
  {
    file: 'forest-floor.png',
    title: 'Forest floor',
    alt: 'A gradient from moss green to dark olive',
    from: [140, 190, 110],
    to: [40, 70, 40],
    daysAgo: 95,
    featuredOn: [{ type: 'page', slug: 'case-studies' }],
  },
  {
    file: 'evening-glow.png',
    title: 'Evening glow',
    alt: 'A gradient from orange to violet',
    from: [250, 150, 60],
    to: [110, 60, 160],
    daysAgo: 60,
    featuredOn: [{ type: 'post', slug: 'typography-that-scales' }],
  },
  {
    file: 'slate.png',
    title: 'Slate',
    alt: 'A gradient from light grey to charcoal',
    from: [220, 224, 230],
    to: [50, 56, 66],
    daysAgo: 20,
    featuredOn: [],
  },
];

const filesSeedVersion = '1';

/** The seeded files that are not images: their bytes, names and dates. */
export const seedFiles = [
  {
    file: 'harbour-bell.wav',
    title: 'Harbour bell',
    bytes: () => toneWav(1.5, 440),
    info: { mimeType: 'audio/wav', extension: 'wav' },
    caption: 'A bell tone, one and a half seconds',
    daysAgo: 40,
  },
  {
    file: 'visitor-guide.pdf',
    title: 'Visitor guide',
    bytes: () => textPdf('Meridian visitor guide'),
    info: { mimeType: 'application/pdf', extension: 'pdf' },
    caption: '',
    daysAgo: 30,
  },
];

/** Adds the seeded sound and document unless they were added before. */
function seedMediaFiles(site: Site, admin: number): void {
  if (site.options.get('demo_media_files_seed_version') === filesSeedVersion) return;
  site.db.transaction(() => {
    for (const file of seedFiles) {
      const attachment = addAttachment(site, {
        bytes: file.bytes(),
        info: file.info,
        fileName: file.file,
        author: admin,
        title: file.title,
        date: toStoredDate(new Date(Date.now() - file.daysAgo * dayMs)),
      });
      if (file.caption) site.posts.update(attachment.id, { excerpt: file.caption });
    }
    site.options.set('demo_media_files_seed_version', filesSeedVersion);
  })();
}

/** Adds the seeded images and files unless they were added before. Returns whether it ran. */
export function seedMediaLibrary(site: Site): boolean {
  const admin = site.users.byLogin('admin')?.id ?? 0;
  seedMediaFiles(site, admin);
  if (site.options.get('demo_media_seed_version') === mediaSeedVersion) return false;
  site.db.transaction(() => {
    for (const image of seedImages) {
      const bytes = gradientPng(480, 300, image.from, image.to);
      const date = toStoredDate(new Date(Date.now() - image.daysAgo * dayMs));
      const attachment = addAttachment(site, {
        bytes,
        info: readImageInfo(bytes)!,
        fileName: image.file,
        author: admin,
        title: image.title,
        altText: image.alt,
        date,
      });
      for (const { type, slug } of image.featuredOn) {
        const post = site.posts.bySlug(type, slug);
        if (post) site.posts.setMeta(post.id, '_thumbnail_id', String(attachment.id));
      }
    }
    site.options.set('demo_media_seed_version', mediaSeedVersion);
  })();
  return true;
}
