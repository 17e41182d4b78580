// The site preview (the Design root's and the Styles screen's content): the front page as the
// site renders it. For a block theme, within the template the hierarchy picks for it
// (front-page-template.ts), styled by the theme's and the user's global styles with unsaved edits:
// a style edit swaps the frame's stylesheet in place (block-preview), so the page repaints
// without loading its content again. A classic theme has no block templates: its front page is
// the host's own, framed from the site's home URL (spec 2.1: a site preview for non-block themes).
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { __ } from '../../i18n';
import { $entityEdits, recordId } from '../../stores/entities/state';
import { $activeTheme, $siteIdentity } from '../../stores/site';
import { useBoxSize } from '../../ui/box-size';
import { useStyles } from '../../ui/element-root';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';
import { type TemplateRecord, useFrontPageTemplate } from '../canvas/front-page-template';

const styles = /* css */ `
.se-site-preview { height: 100%; min-height: 0; overflow: auto; background: #fff; }
.se-site-preview__message { padding: 24px; color: #757575; }
.se-site-preview__site { display: block; width: 100%; height: 100%; border: 0; background: #fff; }
`;

/**
 * The home URL with `wp_site_preview=1`, the parameter WordPress reads to serve its front page
 * for the site editor's preview (no admin bar). Undefined until the home URL is known: an empty
 * `src` would frame the admin page itself.
 */
export function sitePreviewUrl(home: string): string | undefined {
  if (!home) return undefined;
  try {
    const url = new URL(home, document.baseURI);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.searchParams.set('wp_site_preview', '1');
    return url.href;
  } catch {
    return undefined;
  }
}

function previewTitle(title: string): string {
  return title ? `${__('Site preview')}: ${title}` : __('Site preview');
}

/**
 * A classic theme's front page as the host renders it. Sandboxed: no script, form, pop-up or
 * navigation of the editor's page runs from it (links open inside the frame). It keeps the site's
 * origin, or its web fonts (fetched in CORS mode) would be refused as cross-origin.
 */
function ClassicSitePreview() {
  const { title, home } = useStore($siteIdentity);
  const src = sitePreviewUrl(home);
  return src ? (
    <iframe
      className="se-site-preview__site"
      src={src}
      title={previewTitle(title)}
      sandbox="allow-same-origin"
      referrerPolicy="same-origin"
    />
  ) : (
    <Spinner />
  );
}

function BlockThemeSitePreview({ width }: { width: number }) {
  usePreviewWarmUp(1);
  const { template, frontPage, isLoading, error } = useFrontPageTemplate();
  const { title } = useStore($siteIdentity);
  if (error) return <LoadError message={error.message} />;
  if (!template) {
    return isLoading || width === 0 ? (
      <Spinner />
    ) : (
      <p className="se-site-preview__message">{__('No template found for this item.')}</p>
    );
  }
  return (
    <EditedTemplatePreview
      template={template}
      title={previewTitle(title)}
      width={width}
      frontPage={frontPage}
    />
  );
}

/**
 * The template as the editor has it, unsaved edits included (a change made in its canvas shows
 * once the canvas is left, and beside the Styles' revisions and Style Book that cover it).
 */
function EditedTemplatePreview({
  template,
  title,
  width,
  frontPage,
}: {
  template: TemplateRecord;
  title: string;
  width: number;
  frontPage: { id: number } | undefined;
}) {
  // The edits alone: the record itself is the list's (no request of its own).
  const edits = useStore($entityEdits)[recordId('postType', 'wp_template', String(template.id))];
  const content = edits && 'content' in edits ? edits.content : template.content;
  const markup =
    typeof content === 'string' ? content : ((content as { raw?: string } | undefined)?.raw ?? '');
  return (
    <BlockPreview
      markup={markup}
      title={title}
      viewportWidth={width}
      {...(frontPage ? { post: { postId: frontPage.id, postType: 'page' } } : {})}
    />
  );
}

export default function SitePreview() {
  useStyles(styles);
  const ref = useRef<HTMLElement>(null);
  const { width } = useBoxSize(ref);
  const theme = useStore($activeTheme);
  const classic = theme.traits?.isBlockTheme === false;
  return (
    // A region of its own: it scrolls, so it takes focus for keyboard scrolling (the sandboxed
    // frame of a block theme's preview takes no focus).
    <section
      ref={ref}
      className="se-site-preview"
      tabIndex={classic ? undefined : 0}
      aria-label={__('Site preview')}
    >
      {classic ? <ClassicSitePreview /> : <BlockThemeSitePreview width={width} />}
    </section>
  );
}
