// The edited item's own settings beside the canvas (issue 18), opened from the canvas header: a
// template's title and description (its slug shown: WordPress keeps a template's slug), a template
// part's title and area, a pattern's title, and a page's or post's quick-edit fields. Every change
// is an edit of the editing session: the canvas's Undo undoes it, its Save saves it with the blocks.
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { __ } from '../../i18n';
import { POST_AUTHORS_QUERY } from '../../posts';
import { type EntityRecord, editEntityRecord, entityRecord, entityRecords } from '../../stores';
import { useStyles } from '../../ui/element-root';
import { QuickEditPanel } from '../post-list/quick-edit-panel';

const styles = /* css */ `
.se-document-panel {
  position: absolute; top: var(--se-canvas-top, 0); right: 0; bottom: 0; width: 280px; box-sizing: border-box;
  overflow: auto; background: #fff; border-inline-start: 1px solid #e0e0e0; z-index: 1;
}
.se-document-panel .se-quick-edit { width: 100%; border: 0; height: auto; }
.se-document-panel__details { display: grid; gap: 16px; padding: 16px 24px; }
.se-document-panel__details h2 { margin: 0; font-size: 15px; font-weight: 500; }
.se-document-panel__row { display: grid; gap: 6px; }
.se-document-panel__row label, .se-document-panel__row dt {
  font-size: 11px; font-weight: 500; text-transform: uppercase;
}
.se-document-panel__row dd { margin: 0; overflow-wrap: anywhere; }
.se-document-panel input, .se-document-panel textarea, .se-document-panel select {
  box-sizing: border-box; width: 100%; min-height: 32px; padding: 4px 8px; border: 1px solid #949494;
  border-radius: 2px; font: inherit; color: inherit; background: #fff;
}
.se-document-panel textarea { min-height: 80px; resize: vertical; }
.se-document-panel :is(input, textarea, select):focus-visible {
  outline: 2px solid var(--wp-admin-theme-color, #3858e9); outline-offset: -1px;
}
.se-content:has(.se-document-panel) .se-canvas-frame { right: 280px; }
`;

/** Template part areas WordPress knows, with the names its editor gives them. */
const AREAS = [
  { value: 'header', label: () => __('Header') },
  { value: 'footer', label: () => __('Footer') },
  { value: 'sidebar', label: () => __('Sidebar') },
  { value: 'uncategorized', label: () => __('General') },
];

interface ItemRecord extends EntityRecord {
  title?: { raw?: string } | string;
  description?: string;
  slug?: string;
  area?: string;
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : String((value as { raw?: string } | undefined)?.raw ?? '');

function ItemDetails({ postType, postId }: { postType: string; postId: string }) {
  const uid = useId();
  const { edited } = useStore(entityRecord<ItemRecord>('postType', postType, postId));
  if (!edited) return null;
  const edit = (field: string, value: string) =>
    editEntityRecord(
      'postType',
      postType,
      postId,
      { [field]: value },
      { mergeKey: `document:${postType}:${postId}:${field}` },
    );
  const heading =
    postType === 'wp_template'
      ? __('Template')
      : postType === 'wp_template_part'
        ? __('Template part')
        : __('Pattern');
  return (
    <form className="se-document-panel__details" onSubmit={(event) => event.preventDefault()}>
      <h2>{heading}</h2>
      <div className="se-document-panel__row">
        <label htmlFor={`${uid}-title`}>{__('Title')}</label>
        <input
          id={`${uid}-title`}
          type="text"
          value={textOf(edited.title)}
          onChange={(event) => edit('title', event.target.value)}
        />
      </div>
      {postType !== 'wp_block' && (
        <div className="se-document-panel__row">
          <label htmlFor={`${uid}-description`}>{__('Description')}</label>
          <textarea
            id={`${uid}-description`}
            value={textOf(edited.description)}
            onChange={(event) => edit('description', event.target.value)}
          />
        </div>
      )}
      {postType === 'wp_template_part' && (
        <div className="se-document-panel__row">
          <label htmlFor={`${uid}-area`}>{__('Area')}</label>
          <select
            id={`${uid}-area`}
            value={edited.area || 'uncategorized'}
            onChange={(event) => edit('area', event.target.value)}
          >
            {AREAS.map((area) => (
              <option key={area.value} value={area.value}>
                {area.label()}
              </option>
            ))}
          </select>
        </div>
      )}
      {postType === 'wp_template' && (
        <dl className="se-document-panel__row">
          <dt>{__('Slug')}</dt>
          <dd>{edited.slug}</dd>
        </dl>
      )}
    </form>
  );
}

function PostSettings({ postType, postId }: { postType: string; postId: string }) {
  const authors = useStore(
    entityRecords<{ id: number; name: string } & EntityRecord>('root', 'user', POST_AUTHORS_QUERY),
  );
  return (
    <QuickEditPanel
      postType={postType}
      ids={[postId]}
      authors={authors.items}
      onClose={() => {}}
      inEditor
    />
  );
}

export function DocumentPanel({ postType, postId }: { postType: string; postId: string }) {
  useStyles(styles);
  return (
    <aside className="se-document-panel" aria-label={__('Details')}>
      {postType === 'page' || postType === 'post' ? (
        <PostSettings postType={postType} postId={postId} />
      ) : (
        <ItemDetails postType={postType} postId={postId} />
      )}
    </aside>
  );
}
