// What a new, empty template may start from (as WordPress's editor offers when it opens one):
// its fallback content (the template the site would show instead, found by the host's
// `/wp/v2/templates/lookup`) and the theme's patterns meant for its type (a pattern's
// `template_types`, matched as a prefix of the slug: `page` serves `page-about`). Pure: the store
// (stores/template-start.ts) fetches, the modal (screens/templates/start-template.tsx) shows.
import { __ } from '../i18n/translate';
import { withThemeOnParts } from './part-theme';

/** The lookup query for a template's fallback (`ignore_empty`: one with content). */
export function fallbackLookupQuery(slug: string, isCustom: boolean) {
  return { slug, is_custom: isCustom, ignore_empty: true };
}

/** A template that offers a start: saved empty, and not edited since. */
export function offersStart(content: string | undefined, isDirty: boolean): boolean {
  return content === '' && !isDirty;
}

export interface StartOption {
  /** 'fallback', or the pattern's name. */
  name: string;
  title: string;
  content: string;
}

interface PatternLike {
  name: string;
  title: string;
  content: string;
  template_types?: readonly string[] | null;
}

/** The patterns meant for a template: one of their template types begins its slug. */
export function patternsForTemplate<T extends PatternLike>(slug: string, patterns: readonly T[]): T[] {
  return patterns.filter(
    (pattern) =>
      Array.isArray(pattern.template_types) &&
      pattern.template_types.some((type) => typeof type === 'string' && type && slug.startsWith(type)),
  );
}

/**
 * The options, fallback content first. Without fallback content nothing is offered (as in
 * WordPress, which opens the choice only when the template has something to fall back to).
 */
export function startOptions(
  slug: string,
  fallback: string | undefined,
  patterns: readonly PatternLike[],
  stylesheet: string,
): StartOption[] {
  if (!fallback) return [];
  return [
    { name: 'fallback', title: __('Fallback content'), content: fallback },
    ...patternsForTemplate(slug, patterns).map((pattern) => ({
      name: pattern.name,
      title: pattern.title,
      content: withThemeOnParts(pattern.content, stylesheet),
    })),
  ];
}
