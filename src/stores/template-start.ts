// A new, empty template's start (as WordPress's editor offers): its fallback content, found by
// the host's lookup and read whole, and the theme's patterns for its type. Lazy: the modal's
// chunk (screens/templates/start-template.tsx) imports it. Choosing one makes its markup the
// template's content, as an unsaved edit (one undo step; the canvas shows it).
import { task } from 'nanostores';
import { apiFetch } from '../api';
import { fallbackLookupQuery, type StartOption, startOptions } from '../templates/start';
import { editEntityRecord, loadEntityRecord } from './entities';
import { $themePatterns, type ThemePattern } from './patterns';

/** The template the site would show instead (one with content), read whole; else undefined. */
async function fallbackContent(slug: string, isCustom: boolean): Promise<string | undefined> {
  const found = await apiFetch<{ id?: string }>('wp/v2/templates/lookup', {
    query: fallbackLookupQuery(slug, isCustom),
  }).catch(() => undefined);
  if (!found?.id) return undefined;
  const template = await loadEntityRecord<{ content?: { raw?: string } | string }>(
    'postType',
    'wp_template',
    found.id,
  ).catch(() => undefined);
  const content = template?.content;
  const markup = typeof content === 'string' ? content : content?.raw;
  return markup?.trim() ? markup : undefined;
}

/** The theme's patterns once loaded (none when they would not load: the fallback still shows). */
function themePatterns(): Promise<ThemePattern[]> {
  return new Promise((resolve) => {
    const stop = $themePatterns.subscribe((value) => {
      if (value.isLoading) return;
      queueMicrotask(() => stop());
      resolve(value.error ? [] : value.patterns);
    });
  });
}

/** What the template may start from: fallback content first, then its type's patterns. */
export function loadTemplateStart(
  template: { slug: string; isCustom: boolean },
  stylesheet: string,
): Promise<StartOption[]> {
  return task(async () => {
    const [fallback, patterns] = await Promise.all([
      fallbackContent(template.slug, template.isCustom),
      themePatterns(),
    ]);
    return startOptions(template.slug, fallback, patterns, stylesheet);
  });
}

/** The chosen start becomes the template's content (an unsaved edit). */
export function startTemplateWith(templateId: string, option: StartOption): void {
  editEntityRecord('postType', 'wp_template', templateId, { content: option.content });
}
