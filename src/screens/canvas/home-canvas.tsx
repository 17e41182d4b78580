// The home's content (spec 2.1–2.3): in view mode the site preview in the resizable canvas, whose
// handle let go past the full width enters edit mode (block themes); in edit mode, the template
// that renders the front page, edited in place as an item route edits its own record (the canvas
// header's Back returns to the home's view). A classic theme's preview only resizes.
import { useStore } from '@nanostores/react';
import { canvasMode } from '../../routing/location';
import { $location, updateQuery } from '../../stores/router';
import { $activeTheme } from '../../stores/site';
import { lazyScreen } from '../../ui/lazy-screen';
import { Spinner } from '../../ui/spinner';
import SitePreview from '../styles/site-preview';
import { useFrontPageTemplate } from './front-page-template';
import { ResizableFrame } from './resizable-frame';

/** Edit mode's header and panels: loaded only when the home enters edit mode. */
const ItemCanvas = lazyScreen(() => import('./item-canvas'));

const enterEditMode = () => updateQuery({ canvas: 'edit' });

export default function HomeCanvas() {
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
      <SitePreview />
    </ResizableFrame>
  );
}
