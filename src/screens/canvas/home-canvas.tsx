// The home's content (spec 2.1–2.3): in view mode the site preview in the resizable canvas, whose
// handle let go past the full width enters edit mode (block themes); in edit mode, the template
// that renders the front page, edited in place as an item route edits its own record (the canvas
// header's Back returns to the home's view). Clicking the preview enters edit mode too (spec 2.2):
// a button covers it. A classic theme's preview only resizes.
import { useStore } from '@nanostores/react';
import { canvasMode } from '../../routing/location';
import { __ } from '../../i18n';
import { prepareCanvas } from '../../stores/canvas';
import { $location, updateQuery } from '../../stores/router';
import { $activeTheme } from '../../stores/site';
import { useStyles } from '../../ui/element-root';
import { lazyScreen } from '../../ui/lazy-screen';
import { Spinner } from '../../ui/spinner';
import SitePreview from '../styles/site-preview';
import { useFrontPageTemplate } from './front-page-template';
import { ResizableFrame } from './resizable-frame';

/** Edit mode's header and panels: loaded only when the home enters edit mode. */
const ItemCanvas = lazyScreen(() => import('./item-canvas'));

const enterEditMode = () => updateQuery({ canvas: 'edit' });

const styles = /* css */ `
.se-home-view { position: relative; height: 100%; }
.se-home-view__edit {
  position: absolute; inset: 0; width: 100%; height: 100%; padding: 0; border: 0;
  background: transparent; cursor: pointer;
}
.se-home-view__edit:focus-visible { outline: 3px solid var(--wp-admin-theme-color, #3858e9); outline-offset: -3px; }
`;

export default function HomeCanvas() {
  useStyles(styles);
  const { query } = useStore($location);
  const { traits } = useStore($activeTheme);
  const isBlockTheme = traits?.isBlockTheme !== false;
  const editing = isBlockTheme && canvasMode(query) === 'edit';
  const { template, isLoading } = useFrontPageTemplate(editing);
  if (editing && template) {
    return <ItemCanvas postType="wp_template" postId={String(template.id)} />;
  }
  // The template is still being found: the canvas shows as soon as it is.
  if (editing && isLoading) return <Spinner />;
  return (
    <ResizableFrame isBlockTheme={isBlockTheme} onEnterEditMode={enterEditMode}>
      {isBlockTheme ? (
        <div className="se-home-view">
          <SitePreview />
          <button
            type="button"
            className="se-home-view__edit"
            aria-label={__('Edit')}
            onClick={enterEditMode}
            onPointerEnter={prepareCanvas}
            onFocus={prepareCanvas}
          />
        </div>
      ) : (
        <SitePreview />
      )}
    </ResizableFrame>
  );
}
