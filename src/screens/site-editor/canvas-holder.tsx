// Where the canvas realm's frame lives in the shell: in the content area, above the route's own
// content, made once (its code loads lazily) and kept across routes so it is never made twice.
// It covers the content area below the canvas header while a record is in edit mode, hidden (the
// record kept open) while the Styles' Style Book or a revision's preview takes its place.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import type { CanvasEntity } from '../../canvas/bridge';
import { canvasMode, inEditMode } from '../../routing/location';
import { routeEntity } from '../../routing/items';
import { editsFrontPage, stylesCoverCanvas } from '../../routing/screens';
import { matchRoute, type RouteMatch } from '../../routing/routes';
import { type EntityRecord, entityRecord } from '../../stores';
import { $canvasWanted, prepareCanvas } from '../../stores/canvas';
import { $preferences } from '../../stores/preferences';
import { $location } from '../../stores/router';
import { $activeTheme } from '../../stores/site';
import { lazyScreen } from '../../ui/lazy-screen';
import { useFrontPageTemplate } from '../canvas/front-page-template';

// A page or post opens inside its template, which that chunk finds (never on the first screen).
const CanvasFrame = lazyScreen(() => import('./edited-canvas-frame'), { placeholder: null });

/** Post types whose records open in the canvas, and those shown alone (focus mode, spec 2.2). */
const CANVAS_TYPES = new Set(['wp_template', 'wp_template_part', 'wp_block', 'page', 'post']);
const FOCUS_MODE_TYPES = new Set(['wp_template_part', 'wp_block']);

/** The record an item route shows in the canvas, if any. */
export function canvasEntity(route: RouteMatch): CanvasEntity | undefined {
  const entity = routeEntity(route, undefined);
  if (entity?.kind !== 'postType' || !CANVAS_TYPES.has(entity.name)) return undefined;
  return { kind: 'postType', name: entity.name, id: entity.key };
}

/** No record: nothing to load. */
const NONE = atom<{ record: EntityRecord | undefined; title: string }>({
  record: undefined,
  title: '',
});

/**
 * The record in edit mode, with its title: the route's, as `inEditMode` says. The home's and the
 * Styles' is the template that renders the front page (block themes only), edited in place:
 * leaving edit mode returns to the screen's view.
 */
export function useEditedEntity(
  route: RouteMatch,
): { entity: CanvasEntity; title: string } | undefined {
  const { query } = useStore($location);
  const { traits } = useStore($activeTheme);
  const home =
    editsFrontPage(route) && canvasMode(query) === 'edit' && traits?.isBlockTheme === true;
  const front = useFrontPageTemplate(home).template;
  const entity: CanvasEntity | undefined = home
    ? front && { kind: 'postType', name: 'wp_template', id: String(front.id) }
    : canvasEntity(route);
  const asked = !!entity && canvasMode(query) === 'edit';
  const state = useStore(asked ? entityRecord('postType', entity.name, entity.id) : NONE);
  return entity && inEditMode(query, state.record) ? { entity, title: state.title } : undefined;
}

/** The canvas realm's frame; `edited` is the record in edit mode (`useEditedEntity`). */
export function CanvasHolder({
  edited,
  keyTarget,
  onEscape,
}: {
  edited: { entity: CanvasEntity; title: string } | undefined;
  keyTarget: EventTarget;
  onEscape(): void;
}) {
  const wanted = useStore($canvasWanted);
  const entity = edited?.entity;
  const preferences = useStore($preferences);
  const { path, query } = useStore($location);
  const route = matchRoute(path);
  const covered = !!entity && !!route && stylesCoverCanvas(route, query) !== undefined;
  useEffect(() => {
    if (entity) prepareCanvas();
  }, [entity]);
  if (!wanted && !entity) return null;
  return (
    <CanvasFrame
      entity={entity}
      title={edited?.title ?? ''}
      focusMode={!!entity && FOCUS_MODE_TYPES.has(entity.name)}
      listViewByDefault={preferences.core?.showListViewByDefault === true}
      covered={covered}
      keyTarget={keyTarget}
      onEscape={onEscape}
    />
  );
}
