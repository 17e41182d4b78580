// The menu as the site shows it (block themes, spec 2.8): its items, edits included, inside a
// navigation block, rendered by the preview renderer with the site's styles.
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';

export function MenuPreview({ content, title }: { content: string; title: string }) {
  usePreviewWarmUp(1);
  return (
    <BlockPreview
      markup={`<!-- wp:navigation {"overlayMenu":"never"} -->${content}<!-- /wp:navigation -->`}
      title={title}
      viewportWidth={1000}
    />
  );
}
