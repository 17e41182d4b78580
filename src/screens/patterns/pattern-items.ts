// One shape for everything the patterns screen lists: theme patterns, user patterns and template
// parts, with the sync status rule of spec 3 (a user pattern without the field is synced; a theme
// pattern or a template part is not).
import type { ThemePattern } from '../../stores/patterns';

export interface PatternItem {
  /** `theme:{name}`, or the record's id for user patterns and template parts. */
  id: string;
  type: 'pattern' | 'wp_block' | 'wp_template_part';
  title: string;
  content: string;
  syncStatus: 'fully' | 'unsynced';
  viewportWidth?: number | undefined;
}

type Rendered = { raw?: string; rendered?: string } | string | undefined;

function text(value: Rendered): string {
  if (typeof value === 'string') return value;
  return value?.raw ?? value?.rendered ?? '';
}

export function themePatternItem(pattern: ThemePattern): PatternItem {
  return {
    id: `theme:${pattern.name}`,
    type: 'pattern',
    title: pattern.title,
    content: pattern.content,
    syncStatus: 'unsynced',
    viewportWidth: pattern.viewport_width ?? undefined,
  };
}

export function userPatternItem(record: Record<string, unknown>): PatternItem {
  const sync = record.wp_pattern_sync_status;
  return {
    id: String(record.id),
    type: 'wp_block',
    title: text(record.title as Rendered),
    content: text(record.content as Rendered),
    syncStatus: sync === 'unsynced' ? 'unsynced' : 'fully',
  };
}

export function templatePartItem(record: Record<string, unknown>): PatternItem {
  return {
    id: String(record.id),
    type: 'wp_template_part',
    title: text(record.title as Rendered),
    content: text(record.content as Rendered),
    syncStatus: 'unsynced',
  };
}
