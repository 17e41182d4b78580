// An item route's content (a template, a template part, a pattern, a page, a post), spec 2.2:
// in view mode the item as the site shows it, which a click (or Enter) turns into edit mode,
// except for a trashed item; in edit mode the canvas header (Back to view mode, the item's title,
// the save button) above the canvas realm's frame, which the shell holds (canvas-holder.tsx).
// The record's own settings live in one place: the realm's settings sidebar, its record's tab.
// With the user's distraction free on, the header slides out above the canvas, as WordPress's
// does, and comes back while pointed at (the canvas's top edge) or while focus is inside it.
// Pointing at the view, or focusing it, starts the canvas's code: the click then opens at once.
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useRef } from 'react';
import { __ } from '../../i18n';
import { inEditMode } from '../../routing/location';
import { type EntityRecord, entityRecord } from '../../stores';
import { prepareCanvas } from '../../stores/canvas';
import { leaveEditMode } from '../../stores/edit-mode';
import { $location, routeFor, updateQuery } from '../../stores/router';
import { $preferences } from '../../stores/preferences';
import { $activeTheme } from '../../stores/site';
import { useBoxSize } from '../../ui/box-size';
import { useHostElement, useStyles } from '../../ui/element-root';
import { Icon } from '../../ui/icons';
import { lazyScreen } from '../../ui/lazy-screen';
import { Spinner } from '../../ui/spinner';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';
import PostPreviewScreen from '../post-preview/post-preview-screen';
import { SaveHub } from '../site-editor/save-hub';
import { EditingGuide } from './editing-guide';
import { IN_TEMPLATE_TYPES } from './page-template';
import { BackToPage, PageTemplateControls } from './page-template-controls';
import { ResizableFrame } from './resizable-frame';

const styles = /* css */ `
.se-item-canvas__view { height: 100%; overflow: auto; background: #fff; cursor: pointer; outline-offset: -3px; }
.se-item-canvas__view.is-trashed { cursor: default; }
.se-item-canvas__view:focus-visible { outline: 3px solid var(--wp-admin-theme-color, #3858e9); }
.se-item-canvas__inner { position: relative; min-height: 100%; }
.se-item-canvas__cover { position: absolute; inset: 0; }
.se-item-canvas__view .se-post-preview { height: auto; overflow: visible; }
.se-item-canvas__message { padding: 24px; color: #757575; }
.se-canvas-header { display: flex; align-items: center; gap: 8px; height: 60px; padding: 0 8px; background: #1e1e1e; color: #fff; flex: none; }
.se-canvas-header__back { display: inline-flex; align-items: center; gap: 4px; height: 36px; padding: 0 12px 0 8px; border: 0; border-radius: 2px; background: transparent; color: inherit; font: inherit; cursor: pointer; }
.se-canvas-header__back:hover { background: #2f2f2f; }
.se-canvas-header__back:focus-visible { outline: 2px solid var(--wp-admin-theme-color, #3858e9); }
.se-canvas-header__title { flex: 1; margin: 0; font-size: 13px; font-weight: 600; text-align: center; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.se-canvas-header__button { height: 36px; padding: 0 12px; border: 0; border-radius: 2px; background: transparent; color: inherit; font: inherit; cursor: pointer; }
.se-canvas-header__button:hover, .se-canvas-header__button[aria-pressed="true"] { background: #2f2f2f; }
.se-canvas-header__button:focus-visible { outline: 2px solid var(--wp-admin-theme-color, #3858e9); }
.se-canvas-header .se-save-hub { position: static; padding: 0; background: none; border: 0; }
/* Distraction free: over the canvas, out above it; a strip along the canvas's top edge (the
   header's ::after, which moves with it, so the pointer stays on one or the other while it
   slides) is where pointing brings it back. */
.se-canvas-header.is-distraction-free {
  position: absolute; top: 0; left: 0; right: 0; z-index: 2;
  transform: translateY(-100%); opacity: 0;
  transition: transform var(--se-motion-editor), opacity var(--se-motion-editor);
}
.se-canvas-header.is-distraction-free::after { content: ""; position: absolute; top: 100%; left: 0; right: 0; height: 8px; }
.se-canvas-header.is-distraction-free:is(:hover, :focus-within) { transform: none; opacity: 1; }
@media (prefers-reduced-motion: reduce) { .se-canvas-header.is-distraction-free { transition: none; } }
`;

// A template saved empty offers a start (its fallback content, a pattern): a chunk of its own.
const StartTemplate = lazyScreen<{ templateId: string }>(
  () => import('../templates/start-template'),
  { placeholder: null },
);

interface ItemRecord extends EntityRecord {
  status?: string;
  content?: { raw?: string } | string;
}

function markupOf(record: ItemRecord): string {
  return typeof record.content === 'string' ? record.content : (record.content?.raw ?? '');
}

function CanvasHeader({
  current,
  title,
}: {
  /** The record edited: the save button's current post (spec 4). */
  current: { kind: string; name: string; key: string };
  title: string;
}) {
  const route = useStore(routeFor('site'));
  const host = useHostElement();
  const distractionFree = useStore($preferences).core?.distractionFree === true;
  return (
    <header className={`se-canvas-header${distractionFree ? ' is-distraction-free' : ''}`}>
      <button
        type="button"
        className="se-canvas-header__back"
        data-canvas-back=""
        onClick={leaveEditMode}
      >
        <Icon name="back" />
        {__('Back')}
      </button>
      {current.name === 'wp_template' && <BackToPage templateId={current.key} />}
      <h1 className="se-canvas-header__title">{title}</h1>
      {IN_TEMPLATE_TYPES.has(current.name) && (
        <PageTemplateControls postType={current.name} postId={current.key} />
      )}
      {route && <SaveHub route={route} keyTarget={host} current={current} />}
    </header>
  );
}

function ItemView({ postType, record }: { postType: string; record: ItemRecord }) {
  usePreviewWarmUp(1);
  const ref = useRef<HTMLDivElement>(null);
  const { width } = useBoxSize(ref);
  if (postType === 'page' || postType === 'post') {
    return <PostPreviewScreen postType={postType} postId={String(record.id)} />;
  }
  return (
    <div ref={ref}>
      {width > 0 && (
        <BlockPreview
          markup={markupOf(record)}
          title={record.title ? String((record.title as { raw?: string }).raw ?? '') : ''}
          viewportWidth={width}
        />
      )}
    </div>
  );
}

export default function ItemCanvas({ postType, postId }: { postType: string; postId: string }) {
  useStyles(styles);
  const { query } = useStore($location);
  const state = useStore(entityRecord<ItemRecord>('postType', postType, postId));
  const theme = useStore($activeTheme);
  const record = state.edited;
  const trashed = record?.status === 'trash';
  const editing = inEditMode(query, record);

  if (editing) {
    return (
      <>
        <CanvasHeader
          current={{ kind: 'postType', name: postType, key: postId }}
          title={state.title || __('(no title)')}
        />
        <EditingGuide postType={postType} />
        {postType === 'wp_template' && <StartTemplate templateId={postId} />}
      </>
    );
  }
  if (state.error) return <p className="se-item-canvas__message">{state.error.message}</p>;
  if (!record) return <Spinner />;
  const edit = () => updateQuery({ canvas: 'edit' });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      edit();
    }
  };
  const preview = (
    <div className="se-item-canvas__inner">
      <ItemView postType={postType} record={record} />
      <span className="se-item-canvas__cover" />
    </div>
  );
  return (
    <ResizableFrame
      isBlockTheme={theme.traits?.isBlockTheme ?? true}
      onEnterEditMode={trashed ? () => {} : edit}
    >
      {trashed ? (
        // A trashed item is shown, never edited (spec 2.2).
        <section
          className="se-item-canvas__view is-trashed"
          aria-label={__('In the trash: restore it to edit it')}
        >
          {preview}
        </section>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: the view holds a frame; a button cannot.
        <div
          className="se-item-canvas__view"
          role="button"
          tabIndex={0}
          aria-label={__('Edit')}
          onClick={edit}
          onKeyDown={onKeyDown}
          onPointerEnter={prepareCanvas}
          onFocus={prepareCanvas}
        >
          {preview}
        </div>
      )}
    </ResizableFrame>
  );
}
