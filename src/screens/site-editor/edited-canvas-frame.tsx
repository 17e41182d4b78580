// The canvas realm's frame for the record in edit mode (lazily loaded with it): a page or post
// opens inside the template that shows it (issue 31, item 1), once that template is known, and
// with 'Show template' as the user left it; any other record opens as it is.
import { useStore } from '@nanostores/react';
import CanvasFrame, { type CanvasFrameProps } from '../../canvas/canvas-frame';
import { $showTemplate } from '../../stores/page-template';
import { $activeTheme } from '../../stores/site';
import { usePageTemplate } from '../canvas/page-template';

export default function EditedCanvasFrame(
  props: Omit<CanvasFrameProps, 'template' | 'showTemplate'>,
) {
  const { entity } = props;
  const { traits } = useStore($activeTheme);
  const showTemplate = useStore($showTemplate);
  // Block themes only: a classic theme's page is edited alone.
  const page = usePageTemplate(entity?.name, entity?.id, traits?.isBlockTheme === true);
  return (
    <CanvasFrame
      {...props}
      entity={page.isLoading ? undefined : entity}
      template={page.template?.id as string | undefined}
      showTemplate={showTemplate}
    />
  );
}
