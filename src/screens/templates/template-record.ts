// A template as the templates screen reads it (`/wp/v2/templates?context=edit`, every one), and
// the one query the sidebar, the list and the wizard share (one request, one cache).
import type { EntityRecord } from '../../stores';
import type { TemplateListRecord } from '../../templates/wizard';

export interface TemplateRecord extends EntityRecord, TemplateListRecord {
  id: string;
  slug: string;
  title?: { raw?: string; rendered?: string };
  description?: string;
  content?: { raw?: string };
}

export const TEMPLATES_QUERY = { per_page: -1 } as const;

/** The name a template shows: its raw title, else the rendered one, else its slug. */
export const templateTitle = (template: TemplateRecord): string =>
  template.title?.raw || template.title?.rendered || template.slug;
