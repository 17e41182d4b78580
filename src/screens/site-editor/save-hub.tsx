// The save button at the foot of the sidebar (spec 4), and primary+S: saves the screen's own
// record directly when it is the only unsaved one, else opens the review panel, which lists
// every unsaved record. The panel's code loads the first time it opens.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { RouteMatch } from '../../routing/routes';
import { routeEntity } from '../../routing/items';
import { $dirtyEntityRecords } from '../../stores';
import {
  $isActivatingTheme,
  $isSavingChanges,
  saveButtonState,
  saveChanges,
  saveShortcutAction,
} from '../../stores/save-changes';
import { $currentUser } from '../../stores/current-user';
import { $activeTheme, $themePreview } from '../../stores/site';
import { lazyScreen } from '../../ui/lazy-screen';

const ReviewPanel = lazyScreen(() => import('./review-panel'), { placeholder: null });

export function SaveHub({
  route,
  keyTarget,
  current,
}: {
  route: RouteMatch;
  /** Where primary+S is heard (the element, or the page). */
  keyTarget: EventTarget | null | undefined;
  /** The record being edited, when it is not the route's own (the home edits a template). */
  current?: { kind: string; name: string; key: string };
}) {
  const dirty = useStore($dirtyEntityRecords);
  const isSaving = useStore($isSavingChanges);
  const isActivating = useStore($isActivatingTheme);
  const isBusy = isSaving || isActivating;
  const { globalStylesId, name } = useStore($activeTheme);
  // Only users who may switch themes preview one: the host ignores the parameter for others.
  const mayPreview = useStore($currentUser)?.capabilities?.switch_themes === true;
  const previewParam = useStore($themePreview);
  const preview = mayPreview ? previewParam : '';
  const previewNow = useRef(preview);
  previewNow.current = preview;
  const [reviewing, setReviewing] = useState(false);
  const screen = current ?? routeEntity(route, globalStylesId);
  // While previewing, the button activates the theme it names (spec 4).
  const state = saveButtonState(dirty, isBusy, screen, preview && (name || preview));
  const screenNow = useRef(screen);
  screenNow.current = screen;

  useEffect(() => {
    if (!keyTarget) return;
    const onKey = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || event.defaultPrevented) return;
      if (!(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== 's') return;
      event.preventDefault(); // never the browser's "Save page as"
      const action = saveShortcutAction(
        $dirtyEntityRecords.get(),
        $isSavingChanges.get() || $isActivatingTheme.get(),
        screenNow.current,
        !!previewNow.current,
      );
      if (action === 'save') void saveChanges();
      else if (action === 'review') setReviewing(true);
    };
    keyTarget.addEventListener('keydown', onKey);
    return () => keyTarget.removeEventListener('keydown', onKey);
  }, [keyTarget]);

  // Nothing left to review (saved elsewhere, undone, the theme activated): the panel closes.
  useEffect(() => {
    if (dirty.length === 0 && !isBusy && !preview) setReviewing(false);
  }, [dirty.length, isBusy, preview]);

  return (
    <div className="se-save-hub">
      <button
        type="button"
        className="se-save-hub__button"
        disabled={state.disabled}
        aria-disabled={state.disabled}
        aria-busy={isBusy}
        onClick={() => (state.savesDirectly ? void saveChanges() : setReviewing(true))}
      >
        {state.label}
      </button>
      {reviewing && (
        <ReviewPanel
          onClose={() => setReviewing(false)}
          {...(preview ? { previewedTheme: name || preview, buttonLabel: state.label } : {})}
        />
      )}
    </div>
  );
}
