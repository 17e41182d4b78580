// The template a page or post is edited inside (issue 31, item 1): its own `template` if set,
// else the hierarchy's pick among the theme's and the user's templates (src/templates/hierarchy),
// the front page's `front-page` first. The same list and rules on every host, as the view mode's
// preview (post-preview-screen.tsx) uses them.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { type EntityRecord, entityRecord, entityRecords } from '../../stores';
import {
  firstTemplate,
  frontPageCandidates,
  frontPageId,
  type ReadingSettings,
  templateCandidates,
} from '../../templates/hierarchy';
import type { FrontPage, TemplateRecord } from './front-page-template';

/** Post types edited inside their template. */
export const IN_TEMPLATE_TYPES = new Set(['page', 'post']);

export interface PageTemplate {
  template: TemplateRecord | undefined;
  /** Still waiting for what decides it (the record, the site's reading settings, the list). */
  isLoading: boolean;
}

const NO_POST = atom<{ edited: FrontPage | undefined; error: unknown }>({
  edited: undefined,
  error: undefined,
});
const NO_BASE = atom<{ edited: ReadingSettings | undefined; error: unknown }>({
  edited: undefined,
  error: undefined,
});
const NO_TEMPLATES = atom<{ items: TemplateRecord[]; isLoading: boolean; error: unknown }>({
  items: [],
  isLoading: false,
  error: undefined,
});

/** The template of `postType`/`postId`; asks for nothing unless `asked` and a page or post. */
export function usePageTemplate(
  postType: string | undefined,
  postId: string | undefined,
  asked: boolean,
): PageTemplate {
  const on = asked && !!postType && !!postId && IN_TEMPLATE_TYPES.has(postType);
  const post = useStore(on ? entityRecord<FrontPage>('postType', postType, postId) : NO_POST);
  const base = useStore(
    on ? entityRecord<EntityRecord & ReadingSettings>('root', '__unstableBase') : NO_BASE,
  );
  const templates = useStore(
    on ? entityRecords<TemplateRecord>('postType', 'wp_template', { per_page: -1 }) : NO_TEMPLATES,
  );
  if (!on) return { template: undefined, isLoading: false };
  const record = post.edited;
  // The reading settings decide only whether this is the front page: if they cannot be had, the
  // page's own hierarchy still holds.
  const baseKnown = !!base.edited || !!base.error;
  if (!record || !baseKnown || (templates.isLoading && templates.items.length === 0)) {
    return { template: undefined, isLoading: !post.error && !templates.error };
  }
  const isFront =
    record.type === 'page' && base.edited && frontPageId(base.edited) === Number(record.id);
  const candidates = isFront ? frontPageCandidates(record) : templateCandidates(record);
  return { template: firstTemplate(candidates, templates.items), isLoading: false };
}
