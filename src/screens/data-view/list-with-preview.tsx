// A list beside the preview of its selected item (spec 2.1: the list layout's content column of
// 380 px and a preview), for the Templates list; the page list lays out the same way.
import type { ReactNode } from 'react';
import { __ } from '../../i18n';
import { useStyles } from '../../ui/element-root';

const styles = `
.se-list-preview { display: flex; height: 100%; min-height: 0; }
.se-list-preview__list { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.se-list-preview.has-preview .se-list-preview__list { flex: 0 0 380px; border-inline-end: 1px solid #e0e0e0; }
.se-list-preview__preview { flex: 1; min-width: 0; overflow: auto; background: #fff; }
`;

export function ListWithPreview({
  preview,
  children,
}: {
  /** The selected item's preview, when one is shown. */
  preview: ReactNode;
  children: ReactNode;
}) {
  useStyles(styles);
  return (
    <div className={`se-list-preview${preview ? ' has-preview' : ''}`}>
      <div className="se-list-preview__list">{children}</div>
      {preview && (
        <section className="se-list-preview__preview" aria-label={__('Preview')}>
          {preview}
        </section>
      )}
    </div>
  );
}
