// The template that renders the site's front page: the hierarchy's pick (src/templates/hierarchy)
// among the theme's and the user's templates. What the home's site preview shows, and what the
// home edits in the canvas's edit mode (spec 2.2, 2.3), found in one place for both.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { ApiError } from '../../api';
import { type EntityRecord, entityRecord, entityRecords } from '../../stores';
import {
  firstTemplate,
  frontPageCandidates,
  frontPageId,
  type ReadingSettings,
} from '../../templates/hierarchy';

export interface TemplateRecord extends EntityRecord {
  slug: string;
  content?: { raw?: string } | string;
}

export interface FrontPage extends EntityRecord {
  id: number;
  type: string;
  slug?: string;
  template?: string;
}

export interface FrontPageTemplate {
  template: TemplateRecord | undefined;
  /** The page shown as the front page; undefined when it is the posts index. */
  frontPage: FrontPage | undefined;
  /** Still waiting for what decides the template. */
  isLoading: boolean;
  error: ApiError | undefined;
}

/** Nothing asked for: nothing loads (the home in view mode, any other route). */
const NO_BASE = atom<{ edited: ReadingSettings | undefined }>({ edited: undefined });
const NO_PAGE = atom<{ edited: FrontPage | undefined; error: ApiError | undefined }>({
  edited: undefined,
  error: undefined,
});
const NO_TEMPLATES = atom<{
  items: TemplateRecord[];
  isLoading: boolean;
  error: ApiError | undefined;
}>({ items: [], isLoading: false, error: undefined });

/** The front page's template; loads nothing while `asked` is false. */
export function useFrontPageTemplate(asked = true): FrontPageTemplate {
  const base = useStore(
    asked ? entityRecord<EntityRecord & ReadingSettings>('root', '__unstableBase') : NO_BASE,
  );
  const pageId = base.edited ? frontPageId(base.edited) : undefined;
  const page = useStore(
    asked && pageId ? entityRecord<FrontPage>('postType', 'page', pageId) : NO_PAGE,
  );
  const templates = useStore(
    asked
      ? entityRecords<TemplateRecord>('postType', 'wp_template', { per_page: -1 })
      : NO_TEMPLATES,
  );
  const frontPage = pageId ? page.edited : undefined;
  const waitsForPage = pageId !== undefined && !page.edited && !page.error;
  // A list reloading (after an edit elsewhere) keeps its items: the template stays meanwhile.
  const known = asked && !!base.edited && !waitsForPage;
  return {
    template: known
      ? firstTemplate(frontPageCandidates(frontPage && { ...frontPage }), templates.items)
      : undefined,
    frontPage,
    isLoading: asked && (!known || templates.isLoading),
    error: templates.error,
  };
}
