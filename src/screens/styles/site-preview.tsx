// The site preview (the Design root's and the Styles screen's content): the front page as the
// site renders it, within the template the hierarchy picks for it, styled by the theme's and the
// user's global styles with unsaved edits. A style edit swaps the frame's stylesheet in place
// (block-preview), so the page repaints without loading its content again.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useRef } from 'react';
import { __ } from '../../i18n';
import { type EntityRecord, entityRecord, entityRecords } from '../../stores';
import { $siteIdentity } from '../../stores/site';
import { firstTemplate, frontPageCandidates } from '../../templates/hierarchy';
import { useBoxSize } from '../../ui/box-size';
import { useStyles } from '../../ui/element-root';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';

interface TemplateRecord extends EntityRecord {
  slug: string;
  content?: { raw?: string } | string;
}

interface FrontPage extends EntityRecord {
  id: number;
  type: string;
  slug?: string;
  template?: string;
}

const styles = /* css */ `
.se-site-preview { height: 100%; min-height: 0; overflow: auto; background: #fff; }
.se-site-preview__message { padding: 24px; color: #757575; }
`;

/** No front page to wait for (the posts index is the front page). */
const NO_PAGE = atom<{ edited: FrontPage | undefined; error: unknown }>({
  edited: undefined,
  error: undefined,
});

export default function SitePreview() {
  useStyles(styles);
  usePreviewWarmUp(1);
  const ref = useRef<HTMLElement>(null);
  const { width } = useBoxSize(ref);
  const base = useStore(
    entityRecord<{ show_on_front?: string; page_on_front?: number }>('root', '__unstableBase'),
  );
  const pageId =
    base.edited?.show_on_front === 'page' && base.edited.page_on_front
      ? base.edited.page_on_front
      : undefined;
  const page = useStore(pageId ? entityRecord<FrontPage>('postType', 'page', pageId) : NO_PAGE);
  const templates = useStore(
    entityRecords<TemplateRecord>('postType', 'wp_template', { per_page: -1 }),
  );
  const { title } = useStore($siteIdentity);
  const frontPage = pageId ? page.edited : undefined;
  const waitsForPage = pageId !== undefined && !page.edited && !page.error;
  const template =
    base.edited && !waitsForPage
      ? firstTemplate(frontPageCandidates(frontPage && { ...frontPage }), templates.items)
      : undefined;

  let content: React.ReactNode;
  if (templates.error) {
    content = <LoadError message={templates.error.message} />;
  } else if (!template) {
    content =
      templates.isLoading || !base.edited || waitsForPage || width === 0 ? (
        <Spinner />
      ) : (
        <p className="se-site-preview__message">{__('No template found for this item.')}</p>
      );
  } else {
    const markup =
      typeof template.content === 'string' ? template.content : (template.content?.raw ?? '');
    content = (
      <BlockPreview
        markup={markup}
        title={title ? `${__('Site preview')}: ${title}` : __('Site preview')}
        viewportWidth={width}
        {...(frontPage ? { post: { postId: frontPage.id, postType: 'page' } } : {})}
      />
    );
  }
  // Focusable, so keyboard users can scroll the page (the sandboxed frame takes no focus).
  return (
    // A region of its own: it scrolls, so it takes focus for keyboard scrolling.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section ref={ref} className="se-site-preview" tabIndex={0} aria-label={__('Site preview')}>
      {content}
    </section>
  );
}
