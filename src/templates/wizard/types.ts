// Step 1 of the Add template wizard (spec 2.10, 4, 5, 9): the template types offered, in the
// standard order, then one per public post type and taxonomy, then 'Custom template'. A type is
// hidden once its template exists, unless it still offers items without their own template.
import { sprintf } from '../../i18n/sprintf';
import { __, _x } from '../../i18n/translate';
import {
  STANDARD_TEMPLATE_ICONS,
  STANDARD_TEMPLATE_ORDER,
  standardTemplateNames,
} from './standard-types';
import {
  type NewTemplate,
  type SpecificItemsLabels,
  type SpecificItemsSource,
  authorSource,
  sourceKey,
} from './suggestions';

/** What `/wp/v2/types?context=edit` says about a post type (the fields the wizard reads). */
export interface PostTypeInfo {
  slug: string;
  name: string;
  labels: Partial<SpecificItemsLabels> & { singular_name: string; template_name?: string };
  viewable?: boolean;
  has_archive?: boolean | string;
  rest_base?: string;
  icon?: string | null;
}

/** What `/wp/v2/taxonomies?context=edit` says about a taxonomy. */
export interface TaxonomyInfo {
  slug: string;
  name?: string;
  labels?: Partial<SpecificItemsLabels> & { template_name?: string };
  visibility?: { publicly_queryable?: boolean };
  rest_base?: string;
}

/** The active theme's `default_template_types` (spec 3): titles and descriptions by slug. */
export interface DefaultTemplateType {
  slug: string;
  title: string;
  description: string;
}

export interface TemplateChoice extends NewTemplate {
  /** An icon name: WordPress's for the standard types, a dashicon's for a post type's. */
  icon: string;
  /** A step 2 exists: items without their own template remain. */
  allowsSpecificItems: boolean;
  /** Where those items come from (set when `allowsSpecificItems`). */
  specificItems?: SpecificItemsSource;
  /** The general template exists: step 2 offers only specific items. */
  hasGeneralTemplate: boolean;
  /** The 'Custom template' entry, which opens step 3 instead. */
  isCustom?: true;
}

export interface TemplateChoicesInput {
  /** Every existing template (`wp_template`, per_page -1): only slugs are read. */
  templates: readonly { slug: string }[];
  /** `/wp/v2/types`: an object keyed by slug, or a list. */
  postTypes: Readonly<Record<string, PostTypeInfo>> | readonly PostTypeInfo[];
  taxonomies: Readonly<Record<string, TaxonomyInfo>> | readonly TaxonomyInfo[];
  defaultTemplateTypes?: readonly DefaultTemplateType[];
  /**
   * By `sourceKey`: whether items without their own template remain (see
   * `remainingItemsRequest`). Absent means not known yet, counted as remaining.
   */
  remaining?: Readonly<Record<string, boolean | undefined>>;
  /**
   * By `sourceKey`: sources whose items the host would not list (a failed request). Their types
   * are left out rather than the whole wizard failing: the other cards still show.
   */
  unreadable?: ReadonlySet<string>;
}

const listOf = <T>(value: Readonly<Record<string, T>> | readonly T[]): T[] =>
  Array.isArray(value) ? [...value] : Object.values(value);

/**
 * Post types with a public page of their own (attachment excluded, spec 9): 'post' first, then
 * by name.
 */
export function publicPostTypes(postTypes: TemplateChoicesInput['postTypes']): PostTypeInfo[] {
  return listOf(postTypes)
    .filter((type) => type.viewable && type.slug !== 'attachment')
    .sort((a, b) =>
      a.slug === 'post' ? -1 : b.slug === 'post' ? 1 : a.name.localeCompare(b.name),
    );
}

export function publicTaxonomies(taxonomies: TemplateChoicesInput['taxonomies']): TaxonomyInfo[] {
  return listOf(taxonomies).filter((taxonomy) => taxonomy.visibility?.publicly_queryable);
}

/** Spec 9: page uses plain `page`, other types `single-{type}`. */
export const postTypePrefix = (slug: string): string =>
  slug === 'page' ? 'page' : `single-${slug}`;

/** Spec 9: category and tag are used directly, other taxonomies `taxonomy-{tax}`. */
export const taxonomyPrefix = (slug: string): string =>
  slug === 'category' ? 'category' : slug === 'post_tag' ? 'tag' : `taxonomy-${slug}`;

function labelsOf(
  labels: Partial<SpecificItemsLabels> & { singular_name?: string },
  fallbackName: string,
): SpecificItemsLabels {
  const singular = labels.singular_name ?? fallbackName;
  return {
    singular_name: singular,
    search_items: labels.search_items ?? __('Search'),
    not_found: labels.not_found ?? __('No results found'),
    all_items: labels.all_items ?? singular,
  };
}

function postTypeSource(type: PostTypeInfo): SpecificItemsSource {
  return {
    kind: 'postType',
    name: type.slug,
    path: `wp/v2/${type.rest_base ?? type.slug}`,
    prefix: postTypePrefix(type.slug),
    labels: labelsOf(type.labels, type.name),
  };
}

function taxonomySource(taxonomy: TaxonomyInfo): SpecificItemsSource {
  return {
    kind: 'taxonomy',
    name: taxonomy.slug,
    path: `wp/v2/${taxonomy.rest_base ?? taxonomy.slug}`,
    prefix: taxonomyPrefix(taxonomy.slug),
    labels: labelsOf(taxonomy.labels ?? {}, taxonomy.name ?? taxonomy.slug),
  };
}

/**
 * Every source of specific items: public post types, public taxonomies and authors. The caller
 * reads, for each, which items have templates and whether others remain (suggestions.ts).
 */
export function specificItemsSources(
  postTypes: TemplateChoicesInput['postTypes'],
  taxonomies: TemplateChoicesInput['taxonomies'],
): SpecificItemsSource[] {
  return [
    ...publicPostTypes(postTypes).map(postTypeSource),
    ...publicTaxonomies(taxonomies).map(taxonomySource),
    authorSource(),
  ];
}

/** Counts names case-insensitively, for spec 5's "slug appended when names duplicate". */
function duplicates(names: readonly string[]): (name: string, slug: string) => boolean {
  const counts = new Map<string, number>();
  for (const name of names)
    counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  return (name, slug) => (counts.get(name.toLowerCase()) ?? 0) > 1 && name.toLowerCase() !== slug;
}

const dashicon = (icon: string | null | undefined, fallback: string): string =>
  typeof icon === 'string' && icon.startsWith('dashicons-') ? icon.slice(10) : fallback;

function singleChoices(
  types: readonly PostTypeInfo[],
): Omit<TemplateChoice, 'allowsSpecificItems' | 'hasGeneralTemplate'>[] {
  const templateName = (type: PostTypeInfo) =>
    type.labels.template_name || type.labels.singular_name;
  const isDuplicate = duplicates(types.map(templateName));
  return types.map((type) => {
    const { singular_name: singular, template_name: named } = type.labels;
    let title = named || sprintf(__('Single item: %s'), singular);
    if (isDuplicate(templateName(type), type.slug)) {
      title = named
        ? sprintf(_x('%1$s (%2$s)', 'post type menu label'), named, type.slug)
        : sprintf(_x('Single item: %1$s (%2$s)', 'post type menu label'), singular, type.slug);
    }
    return {
      slug: postTypePrefix(type.slug),
      title,
      description: sprintf(__('Displays a single item: %s.'), singular),
      icon: dashicon(type.icon, 'post'),
      specificItems: postTypeSource(type),
    };
  });
}

function archiveChoices(types: readonly PostTypeInfo[]): TemplateChoice[] {
  const withArchive = types.filter((type) => type.has_archive);
  const isDuplicate = duplicates(withArchive.map((type) => type.labels.singular_name));
  return withArchive.map((type) => {
    const singular = type.labels.singular_name;
    return {
      slug: `archive-${type.slug}`,
      title: isDuplicate(singular, type.slug)
        ? sprintf(__('Archive: %1$s (%2$s)'), singular, type.slug)
        : sprintf(__('Archive: %s'), singular),
      description: sprintf(__('Displays an archive with the latest posts of type: %s.'), singular),
      icon: dashicon(type.icon, 'archive'),
      allowsSpecificItems: false,
      hasGeneralTemplate: false,
    };
  });
}

function taxonomyChoices(
  taxonomies: readonly TaxonomyInfo[],
): Omit<TemplateChoice, 'allowsSpecificItems' | 'hasGeneralTemplate'>[] {
  const singularOf = (taxonomy: TaxonomyInfo) =>
    taxonomy.labels?.singular_name ?? taxonomy.name ?? taxonomy.slug;
  const templateName = (taxonomy: TaxonomyInfo) =>
    taxonomy.labels?.template_name || singularOf(taxonomy);
  const isDuplicate = duplicates(taxonomies.map(templateName));
  return taxonomies.map((taxonomy) => {
    const named = taxonomy.labels?.template_name;
    const title = isDuplicate(templateName(taxonomy), taxonomy.slug)
      ? named
        ? sprintf(_x('%1$s (%2$s)', 'taxonomy template menu label'), named, taxonomy.slug)
        : sprintf(_x('%1$s (%2$s)', 'taxonomy menu label'), singularOf(taxonomy), taxonomy.slug)
      : templateName(taxonomy);
    return {
      slug: taxonomyPrefix(taxonomy.slug),
      title,
      description: sprintf(__('Displays taxonomy: %s.'), singularOf(taxonomy)),
      icon: 'block-meta',
      specificItems: taxonomySource(taxonomy),
    };
  });
}

/** The 'Custom template' entry, always last: it opens step 3. */
export function customTemplateChoice(): TemplateChoice {
  return {
    slug: '',
    title: __('Custom template'),
    description: __('A custom template can be manually applied to any post or page.'),
    icon: 'pencil',
    allowsSpecificItems: false,
    hasGeneralTemplate: false,
    isCustom: true,
  };
}

/**
 * Step 1's choices, in order: the standard types (spec 9), the archives of post types that have
 * one, a single-item type per public post type other than page, a type per public taxonomy
 * other than category and tag, then 'Custom template'. Hidden: a type whose template exists
 * and that has no item left without its own template, and a type whose items the host would
 * not list.
 */
export function templateChoices(input: TemplateChoicesInput): TemplateChoice[] {
  const existing = new Set(input.templates.map((template) => template.slug));
  const types = publicPostTypes(input.postTypes);
  const taxonomies = publicTaxonomies(input.taxonomies);
  const defaults = standardTemplateNames();
  for (const type of input.defaultTemplateTypes ?? []) defaults[type.slug] = type;

  const singles = singleChoices(types);
  const taxonomyEntries = taxonomyChoices(taxonomies);
  const withItems = [
    ...singles,
    ...taxonomyEntries,
    {
      ...defaults.author!,
      slug: 'author',
      icon: STANDARD_TEMPLATE_ICONS.author!,
      specificItems: authorSource(),
    },
  ];
  const standard = STANDARD_TEMPLATE_ORDER.map((slug) => {
    const own = withItems.find((entry) => entry.slug === slug);
    const named = defaults[slug]!;
    return {
      ...own,
      slug,
      title: named.title,
      description: named.description,
      icon: STANDARD_TEMPLATE_ICONS[slug] ?? 'layout',
    };
  });
  const isStandard = (slug: string) =>
    (STANDARD_TEMPLATE_ORDER as readonly string[]).includes(slug);
  const all = [
    ...standard,
    ...archiveChoices(types),
    ...singles.filter((entry) => !isStandard(entry.slug)),
    ...taxonomyEntries.filter((entry) => !isStandard(entry.slug)),
  ];
  const offered = all.flatMap((entry): TemplateChoice[] => {
    const { specificItems, ...rest } = entry;
    if (specificItems && input.unreadable?.has(sourceKey(specificItems))) return [];
    const hasGeneralTemplate = existing.has(entry.slug);
    const remains = !!specificItems && input.remaining?.[sourceKey(specificItems)] !== false;
    if (hasGeneralTemplate && !remains) return [];
    return [
      {
        ...rest,
        allowsSpecificItems: remains,
        hasGeneralTemplate,
        ...(remains ? { specificItems } : {}),
      },
    ];
  });
  return [...offered, customTemplateChoice()];
}

/** The template a choice creates for all items (or on its own, without a step 2). */
export function generalTemplate(choice: TemplateChoice): NewTemplate {
  return { slug: choice.slug, title: choice.title, description: choice.description };
}

/** Spec 9: the desktop breakpoint. Below it the grid of step 1 has 2 columns, else 3. */
export const DESKTOP_MIN_WIDTH = 782;

export function choiceGridColumns(viewportWidth: number): 2 | 3 {
  return viewportWidth < DESKTOP_MIN_WIDTH ? 2 : 3;
}

/**
 * A choice's hint (its tooltip): the front page's address, or an example date archive address.
 * `year` is passed in so the hint does not depend on the clock.
 */
export function choiceHint(slug: string, homeUrl: string, year: number): string | undefined {
  if (slug === 'front-page') return homeUrl;
  if (slug === 'date') return sprintf(__('E.g. %s'), `${homeUrl.replace(/\/+$/, '')}/${year}`);
  return undefined;
}
