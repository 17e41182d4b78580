// The canvas header's controls of a page or post edited inside its template (issue 31, item 1):
// 'Show template' (the template drawn around the page, or the page alone) and 'Edit template'
// (its template in the canvas); and, on a template opened that way, the way back to the page.
import { useStore } from '@nanostores/react';
import { __ } from '../../i18n';
import {
  $showTemplate,
  $templateOpenedFrom,
  backToPage,
  editTemplate,
  toggleShowTemplate,
} from '../../stores/page-template';
import { usePageTemplate } from './page-template';

/** For a page or post: 'Show template' and 'Edit template'. */
export function PageTemplateControls({ postType, postId }: { postType: string; postId: string }) {
  const showTemplate = useStore($showTemplate);
  const { template } = usePageTemplate(postType, postId, true);
  if (!template) return null;
  return (
    <>
      <button
        type="button"
        className="se-canvas-header__button"
        aria-pressed={showTemplate}
        onClick={toggleShowTemplate}
      >
        {__('Show template')}
      </button>
      <button
        type="button"
        className="se-canvas-header__button"
        onClick={() => editTemplate(String(template.id), postType)}
      >
        {__('Edit template')}
      </button>
    </>
  );
}

/** For a template opened from a page with 'Edit template': back to that page. */
export function BackToPage({ templateId }: { templateId: string }) {
  const from = useStore($templateOpenedFrom);
  if (from?.templateId !== templateId) return null;
  return (
    <button type="button" className="se-canvas-header__button" onClick={backToPage}>
      {from.postType === 'post' ? __('Back to post') : __('Back to page')}
    </button>
  );
}
