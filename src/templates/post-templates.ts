// Which templates a page or post may be given, and what they are called: WordPress's Template
// control offers 'Default template' and the theme's custom templates for the post type (the
// templates the REST API accepts for it, `get_page_templates()`), named by their titles. Used by
// Quick edit, the item's Details (the sidebar) and the canvas's record tab.
import { decodeEntities } from '../block-preview/escape';
import { __ } from '../i18n/translate';
import { firstTemplate, type SingularPost, templateCandidates } from './hierarchy';

/** A wp_template record as the host sends it (view or edit context). */
export interface PostTemplateSource {
  slug?: unknown;
  title?: unknown;
  /** A custom template (theme.json's customTemplates, or one the user made). */
  is_custom?: unknown;
  /** The post types a custom template is for; absent means pages only (WordPress's default). */
  post_types?: unknown;
}

export interface TemplateOption {
  /** The `template` field's value: '' is the default template. */
  value: string;
  label: string;
}

const slugOf = (template: PostTemplateSource) => String(template.slug ?? '');

/** A template's title as the user reads it (entities decoded), else its slug. */
export function templateLabel(template: PostTemplateSource): string {
  const title = template.title;
  const text =
    typeof title === 'string'
      ? title
      : String(
          (title as { rendered?: unknown } | undefined)?.rendered ??
            (title as { raw?: unknown } | undefined)?.raw ??
            '',
        );
  return decodeEntities(text).trim() || slugOf(template);
}

/** Whether a template may be chosen for a record of `postType`: a custom one for that type. */
export function appliesToType(template: PostTemplateSource, postType: string): boolean {
  if (template.is_custom !== true) return false;
  const types = template.post_types;
  return Array.isArray(types) ? types.includes(postType) : postType === 'page';
}

/**
 * The Template control's choices for a record of `postType`: 'Default template', then the custom
 * templates for the type by title. `current` (the record's own, or each selected record's) stays
 * offered even when it no longer applies, named by its slug when the theme has no such template.
 */
export function postTemplateOptions(
  postType: string,
  templates: readonly PostTemplateSource[],
  current: readonly string[] = [],
): TemplateOption[] {
  const kept = new Set(current.filter(Boolean));
  const options: TemplateOption[] = [{ value: '', label: __('Default template') }];
  for (const template of templates) {
    const slug = slugOf(template);
    if (!slug || options.some((option) => option.value === slug)) continue;
    if (appliesToType(template, postType) || kept.has(slug)) {
      options.push({ value: slug, label: templateLabel(template) });
    }
  }
  for (const slug of kept) {
    if (!options.some((option) => option.value === slug))
      options.push({ value: slug, label: slug });
  }
  return options;
}

/**
 * The template that shows a record: the one assigned, else the template hierarchy's pick, by its
 * title ('' while the templates are unknown).
 */
export function templateInUseLabel(
  post: SingularPost,
  templates: readonly PostTemplateSource[],
): string {
  const bySlug = templates.map((template) => ({ template, slug: slugOf(template) }));
  const found = firstTemplate(templateCandidates(post), bySlug);
  return found ? templateLabel(found.template) : '';
}
