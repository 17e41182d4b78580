// Step 3 of the Add template wizard (spec 2.10, 5): a custom template, one the user applies to a
// post or page by hand. The name is optional ('Custom Template' when empty); the slug is
// 'wp-custom-template-' plus the dashed name, and must not be one an existing template has.
import { slugFromTitle } from '../../posts/drafts';
import { __ } from '../../i18n/translate';
import type { NewTemplate } from './suggestions';

export const CUSTOM_TEMPLATE_SLUG_PREFIX = 'wp-custom-template-';

/** Spec 5: the name a custom template gets when the Name field is left empty. */
export const defaultCustomTemplateName = (): string => __('Custom Template');

/** The form of step 3: its texts and its starting value. */
export function customTemplateForm() {
  return {
    name: '',
    label: __('Name'),
    placeholder: defaultCustomTemplateName(),
    help: __(
      'Describe the template, e.g. "Post with sidebar". A custom template can be manually applied to any post or page.',
    ),
    submitLabel: __('Create'),
    backLabel: __('Back'),
  };
}

// A short, stable tag for a name with nothing left once folded to ASCII (a name in Cyrillic, say),
// so two such names do not end up with one slug: FNV-1a, in base 36.
function nameTag(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A name dashed for a slug: words split at spaces, punctuation and case changes
 * ('PostWithSidebar' → 'post-with-sidebar'), Latin accents folded ('é' → 'e'), lower case, only
 * ASCII letters, digits and dashes kept (the host's template slugs allow no other letters).
 */
export function dashedName(name: string): string {
  const split = name.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2').replace(/_/g, ' ');
  return slugFromTitle(split)
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Spec 5: 'wp-custom-template-' plus the dashed name (of the default name when empty). */
export function customTemplateSlug(name: string): string {
  const title = name.trim() || defaultCustomTemplateName();
  return CUSTOM_TEMPLATE_SLUG_PREFIX + (dashedName(title) || nameTag(title));
}

export type CustomTemplateCheck =
  | { ok: true; template: NewTemplate }
  | { ok: false; error: string; template: NewTemplate };

/** The refusal when the slug is taken: the host's own words for the same refusal. */
export const slugTakenMessage = (): string => __('A template with this slug already exists.');

/**
 * The custom template the form describes, or why it cannot be made: the name is optional, but
 * its slug must not be one an existing template already has.
 */
export function checkCustomTemplate(
  name: string,
  templates: readonly { slug: string }[],
): CustomTemplateCheck {
  const title = name.trim() || defaultCustomTemplateName();
  const template: NewTemplate = { slug: customTemplateSlug(name), title, description: '' };
  if (templates.some((existing) => existing.slug === template.slug)) {
    return { ok: false, error: slugTakenMessage(), template };
  }
  return { ok: true, template };
}
