// The Patterns page's sidebar (spec 2.9, 3): pattern categories from the theme's registered
// categories and the user's wp_pattern_category terms, each with its count of patterns, and the
// template-part areas; which items a category lists; the title and description of its header.
import { decodeEntities } from '../block-preview/escape';
import { slugFromTitle } from '../posts/drafts';
import { __ } from '../i18n/translate';
import { type PatternItem, TEMPLATE_PART, THEME_PATTERN, USER_PATTERN } from './items';

export const ALL_PATTERNS = 'all-patterns';
export const MY_PATTERNS = 'my-patterns';
export const UNCATEGORIZED = 'uncategorized';
export const ALL_TEMPLATE_PARTS = 'all-parts';

/** An item of `/wp/v2/block-patterns/categories`. */
export interface ThemePatternCategory {
  name: string;
  label: string;
  description?: string;
}

/** A wp_pattern_category term. */
export interface PatternCategoryTerm {
  id: number;
  name: string;
  slug: string;
  count?: number;
  description?: string;
}

export interface PatternCategorySources {
  themeCategories: readonly ThemePatternCategory[];
  userCategories: readonly PatternCategoryTerm[];
}

export interface PatternCategory {
  /** What the URL's `categoryId` names. */
  name: string;
  label: string;
  description: string;
  count: number;
  /** Only a category that is purely the user's term has an id: only it can be renamed or deleted. */
  id?: number | undefined;
  /** All patterns, My patterns, Uncategorized (and All template parts). */
  isSpecial: boolean;
}

interface CategoryIndex {
  merged: PatternCategory[];
  byName: Map<string, PatternCategory>;
  byTerm: Map<number, PatternCategory>;
  uncategorized: PatternCategory;
}

const labelKey = (label: string) => label.trim().toLowerCase();

function merged(name: string, label: string, description = '', id?: number): PatternCategory {
  return {
    name,
    label,
    description,
    count: 0,
    id,
    isSpecial: false,
  };
}

/**
 * Merges the theme's categories and the user's terms, as WordPress merges them: a term whose slug
 * is a theme category's name is that category; so, here, is a term or a second theme category
 * with the same label (the demo host and WordPress register both 'query' and 'posts' as 'Posts').
 * Of two theme categories with one label, the one named like the label gives the URL its name.
 */
function indexCategories(sources: PatternCategorySources): CategoryIndex {
  const uncategorized = merged(UNCATEGORIZED, __('Uncategorized'));
  uncategorized.isSpecial = true;
  const list: PatternCategory[] = [];
  const byName = new Map<string, PatternCategory>([[UNCATEGORIZED, uncategorized]]);
  const byLabel = new Map<string, PatternCategory>([
    [labelKey(uncategorized.label), uncategorized],
  ]);
  const byTerm = new Map<number, PatternCategory>();
  const reserved = (name: string) => name === ALL_PATTERNS || name === MY_PATTERNS;

  for (const category of sources.themeCategories) {
    if (reserved(category.name) || byName.has(category.name)) continue;
    const same = byLabel.get(labelKey(category.label));
    if (same) {
      byName.set(category.name, same);
      const preferred = slugFromTitle(category.label) === category.name;
      if (preferred && !same.isSpecial && slugFromTitle(same.label) !== same.name) {
        same.name = category.name;
        same.description = category.description ?? same.description;
      }
      continue;
    }
    const entry = merged(category.name, category.label, category.description);
    list.push(entry);
    byName.set(entry.name, entry);
    byLabel.set(labelKey(entry.label), entry);
  }

  for (const term of sources.userCategories) {
    if (reserved(term.slug)) continue;
    const label = decodeEntities(term.name);
    let entry = byName.get(term.slug) ?? byLabel.get(labelKey(label));
    if (!entry) {
      entry = merged(term.slug, label, term.description, term.id);
      list.push(entry);
      byName.set(entry.name, entry);
      byLabel.set(labelKey(label), entry);
    }
    byTerm.set(term.id, entry);
  }
  return { merged: list, byName, byTerm, uncategorized };
}

/**
 * The categories an item is listed in. A theme pattern is in the categories it names; a user
 * pattern in those of its terms. One in none of the known categories is Uncategorized.
 */
function categoriesOf(item: PatternItem, index: CategoryIndex): Set<PatternCategory> {
  const found = new Set<PatternCategory>();
  if (item.type === THEME_PATTERN) {
    for (const name of item.categories) {
      const entry = index.byName.get(name);
      if (entry) found.add(entry);
    }
  } else if (item.type === USER_PATTERN) {
    for (const id of item.termIds) {
      const entry = index.byTerm.get(id);
      if (entry) found.add(entry);
    }
  }
  if (found.size === 0) found.add(index.uncategorized);
  return found;
}

function withCounts(sources: PatternCategorySources, items: readonly PatternItem[]) {
  const index = indexCategories(sources);
  for (const item of items) {
    if (item.type === TEMPLATE_PART) continue;
    for (const entry of categoriesOf(item, index)) entry.count += 1;
  }
  return index;
}

// Callers get copies: the index is rebuilt per call, but a copy keeps that a detail.
const publicCategory = (category: PatternCategory): PatternCategory => ({ ...category });

function specialCategories(items: readonly PatternItem[]): PatternCategory[] {
  const patterns = items.filter((item) => item.type !== TEMPLATE_PART);
  return [
    {
      name: ALL_PATTERNS,
      label: __('All patterns'),
      description: __('A list of all patterns from all sources.'),
      count: patterns.length,
      isSpecial: true,
    },
    {
      name: MY_PATTERNS,
      label: __('My patterns'),
      description: '',
      count: patterns.filter((item) => item.type === USER_PATTERN).length,
      isSpecial: true,
    },
  ];
}

/**
 * The sidebar's pattern categories: All patterns, My patterns and Uncategorized always, then every
 * other category that lists at least one pattern, by label.
 */
export function patternCategories(
  sources: PatternCategorySources,
  items: readonly PatternItem[],
): PatternCategory[] {
  const index = withCounts(sources, items);
  const others = index.merged
    .filter((entry) => entry.count > 0)
    .map(publicCategory)
    .sort((a, b) => a.label.localeCompare(b.label));
  return [...specialCategories(items), publicCategory(index.uncategorized), ...others];
}

/**
 * One category by the URL's `categoryId`, empty or not (a category whose last pattern went keeps
 * its header); also by a theme category name merged into another.
 */
export function findPatternCategory(
  categoryId: string,
  sources: PatternCategorySources,
  items: readonly PatternItem[],
): PatternCategory | undefined {
  const special = specialCategories(items).find((category) => category.name === categoryId);
  if (special) return special;
  const entry = withCounts(sources, items).byName.get(categoryId);
  return entry && publicCategory(entry);
}

/** The patterns a category lists (All patterns when no category is chosen). */
export function patternsInCategory(
  items: readonly PatternItem[],
  categoryId: string | undefined,
  sources: PatternCategorySources,
): PatternItem[] {
  const patterns = items.filter((item) => item.type !== TEMPLATE_PART);
  if (!categoryId || categoryId === ALL_PATTERNS) return patterns;
  if (categoryId === MY_PATTERNS) return patterns.filter((item) => item.type === USER_PATTERN);
  const index = indexCategories(sources);
  const entry = index.byName.get(categoryId);
  if (!entry) return [];
  return patterns.filter((item) => categoriesOf(item, index).has(entry));
}

/** An item of the theme's `default_template_part_areas`. */
export interface TemplatePartArea {
  area: string;
  label: string;
  description?: string;
}

// The areas spec 3 names, shown even when empty; labels for a theme that declares none.
const KNOWN_AREAS = ['header', 'footer', 'sidebar', UNCATEGORIZED] as const;
const AREA_LABELS: Readonly<Record<string, () => string>> = {
  header: () => __('Header'),
  footer: () => __('Footer'),
  sidebar: () => __('Sidebar'),
  [UNCATEGORIZED]: () => __('General'),
};

/** A part's area, Uncategorized when it names none the theme knows. */
function areaOf(part: PatternItem, known: ReadonlySet<string>): string {
  return part.area && known.has(part.area) ? part.area : UNCATEGORIZED;
}

function areaList(areas: readonly TemplatePartArea[]): TemplatePartArea[] {
  const list = KNOWN_AREAS.map(
    (area) =>
      areas.find((declared) => declared.area === area) ?? { area, label: AREA_LABELS[area]!() },
  );
  for (const declared of areas) {
    if (!list.some((known) => known.area === declared.area)) list.push(declared);
  }
  return list;
}

/**
 * The sidebar's template-part entries: All template parts, then header, footer, sidebar and
 * uncategorized (labelled by the theme when it declares them) even when empty, then any other
 * area the theme declares that holds parts; each counted.
 */
export function templatePartCategories(
  parts: readonly PatternItem[],
  areas: readonly TemplatePartArea[] = [],
): PatternCategory[] {
  const list = areaList(areas);
  const known = new Set(list.map((area) => area.area));
  const counts = new Map<string, number>();
  for (const part of parts) {
    const area = areaOf(part, known);
    counts.set(area, (counts.get(area) ?? 0) + 1);
  }
  const fixed = new Set<string>(KNOWN_AREAS);
  return [
    {
      name: ALL_TEMPLATE_PARTS,
      label: __('All template parts'),
      description: __('Includes every template part defined for any area.'),
      count: parts.length,
      isSpecial: true,
    },
    ...list
      .filter((area) => fixed.has(area.area) || (counts.get(area.area) ?? 0) > 0)
      .map((area) => ({
        name: area.area,
        label: area.label,
        description: area.description ?? '',
        count: counts.get(area.area) ?? 0,
        isSpecial: false,
      })),
  ];
}

/** The parts an area lists (every part for All template parts or no choice). */
export function partsInArea(
  parts: readonly PatternItem[],
  categoryId: string | undefined,
  areas: readonly TemplatePartArea[] = [],
): PatternItem[] {
  if (!categoryId || categoryId === ALL_TEMPLATE_PARTS) return [...parts];
  const known = new Set(areaList(areas).map((area) => area.area));
  return parts.filter((part) => areaOf(part, known) === categoryId);
}

export interface CategoryHeader {
  title: string;
  description: string;
}

/**
 * The page header (spec 2.9): the category's title and description. No category is All patterns
 * (or All template parts); an unknown one gives undefined.
 */
export function categoryHeader(
  postType: string | undefined,
  categoryId: string | undefined,
  sources: PatternCategorySources,
  items: readonly PatternItem[],
  areas: readonly TemplatePartArea[] = [],
): CategoryHeader | undefined {
  if (postType === TEMPLATE_PART) {
    if (!categoryId || categoryId === ALL_TEMPLATE_PARTS) {
      const all = templatePartCategories([], areas)[0]!;
      return { title: all.label, description: all.description };
    }
    const area = areaList(areas).find((entry) => entry.area === categoryId);
    return area && { title: area.label, description: area.description ?? '' };
  }
  const category = findPatternCategory(categoryId || ALL_PATTERNS, sources, items);
  return category && { title: category.label, description: category.description };
}
