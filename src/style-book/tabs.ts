// The Style Book's tabs (spec 2.5): Overview, Text, Colors, Theme with its subcategories; which
// examples each tab shows, in which sections; and where clicking an example leads in the Styles
// sidebar. Labels are read when shown, so a language loaded later still applies.
import { __ } from '../i18n/translate';
import type { StyleBookExample } from './examples';
import { headingLevels } from './examples-text';
import { innerBlocks, paragraph, text } from './markup';

/** A tab's slug. */
export type StyleBookTab = 'overview' | 'text' | 'colors' | 'theme';

/** A tab as the tab list shows it. */
export interface StyleBookTabEntry {
  readonly slug: StyleBookTab;
  readonly label: string;
}

/** A subcategory of the Theme tab; its slug is the `section` of the examples it shows. */
export interface ThemeSubcategory {
  readonly slug: string;
  readonly label: string;
}

/** One titled group of examples in a tab. */
export interface StyleBookSection {
  slug: string;
  label: string;
  examples: StyleBookExample[];
}

function labelled<Slug extends string>(slug: Slug, label: () => string) {
  return {
    slug,
    get label() {
      return label();
    },
  };
}

export const STYLE_BOOK_TABS: readonly StyleBookTabEntry[] = [
  labelled('overview', () => __('Overview')),
  labelled('text', () => __('Text')),
  labelled('colors', () => __('Colors')),
  labelled('theme', () => __('Theme')),
];

export const THEME_SUBCATEGORIES: readonly ThemeSubcategory[] = [
  labelled('site-identity', () => __('Site Identity')),
  labelled('design', () => __('Design')),
  labelled('posts', () => __('Posts')),
  labelled('comments', () => __('Comments')),
  labelled('media', () => __('Media')),
  labelled('widgets', () => __('Widgets')),
  labelled('embeds', () => __('Embeds')),
];

/**
 * The blocks the Overview shows after Typography, in this order, when the site has them (not the
 * heading: Typography shows the six levels already).
 */
export const OVERVIEW_BLOCKS: readonly string[] = [
  'core/paragraph',
  'core/image',
  'core/list',
  'core/quote',
  'core/buttons',
  'core/separator',
  'core/columns',
  'core/group',
  'core/pullquote',
  'core/table',
  'core/search',
];

/** The Overview's first example: the heading scale and body text with a link. */
export function typographyExample(): StyleBookExample {
  const body = paragraph(
    `${text(__('Good type is quiet: it lets the words do the talking.'))} <a href="#">${text(
      __('Read about our fonts'),
    )}</a>`,
  );
  return {
    name: 'typography',
    title: __('Typography'),
    section: 'overview',
    markup: innerBlocks(headingLevels(), body),
  };
}

function tabLabel(slug: StyleBookTab): string {
  return STYLE_BOOK_TABS.find((tab) => tab.slug === slug)?.label ?? slug;
}

const nonEmpty = (section: StyleBookSection) => section.examples.length > 0;

const SECTIONS_BY_TAB: Readonly<
  Record<StyleBookTab, (examples: StyleBookExample[]) => StyleBookSection[]>
> = {
  overview: (examples) => {
    const picks = OVERVIEW_BLOCKS.flatMap((name) => examples.find((e) => e.name === name) ?? []);
    return [
      { slug: 'overview', label: tabLabel('overview'), examples: [typographyExample(), ...picks] },
    ];
  },
  text: (examples) =>
    [
      {
        slug: 'text',
        label: tabLabel('text'),
        examples: examples.filter((e) => e.section === 'text'),
      },
    ].filter(nonEmpty),
  // The screen draws the palettes itself.
  colors: () => [],
  theme: (examples) =>
    THEME_SUBCATEGORIES.map((sub) => ({
      slug: sub.slug,
      label: sub.label,
      examples: examples.filter((e) => e.section === sub.slug),
    })).filter(nonEmpty),
};

/**
 * A tab's sections in order, each with its examples in the order given: Overview one curated
 * section (Typography, then OVERVIEW_BLOCKS); Text one section; Theme one per subcategory that
 * has examples; Colors none. An unknown tab has none.
 */
export function tabSections(examples: StyleBookExample[], tab: string): StyleBookSection[] {
  return Object.hasOwn(SECTIONS_BY_TAB, tab) ? SECTIONS_BY_TAB[tab as StyleBookTab](examples) : [];
}

/**
 * The Styles sidebar path an example opens (spec 2.5): the colour examples the palette,
 * typography the typography screen, a block its own styles.
 */
export function exampleTarget(name: string): string {
  if (name === 'colors') return '/colors/palette';
  if (name === 'typography') return '/typography';
  return `/blocks/${encodeURIComponent(name)}`;
}
