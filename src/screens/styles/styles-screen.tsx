// `/styles` (spec 2.1, 2.4): the Styles panel (380 px) beside the site preview, or the Style Book
// with `preview=stylebook`; with `canvas=edit` (spec 2.2), beside the edit canvas of the template
// that renders the front page (the shell holds the canvas: site-editor/canvas-holder.tsx), whose
// place the Style Book or the chosen revision's preview takes while on (the canvas only hidden,
// its edits kept; Escape closes them, as WordPress 7.1's).
// Primary+Z and primary+shift+Z undo and redo style edits here, except
// while typing in a text field (which keeps its own undo).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { __ } from '../../i18n';
import { $preferences, $preferencesLoaded, redo, setPreference, undo } from '../../stores';
import { $globalStyles } from '../../stores/global-styles';
import { $location } from '../../stores/router';
import { useHostElement, useStyles } from '../../ui/element-root';
import { lazyScreen } from '../../ui/lazy-screen';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { canvasMode } from '../../routing/location';
import { matchRoute } from '../../routing/routes';
import { stylesCoverCanvas } from '../../routing/screens';
import { parseStyleSection } from '../../routing/style-sections';
import { $activeTheme } from '../../stores/site';
import { useFrontPageTemplate } from '../canvas/front-page-template';
import { $revisionComparison } from '../../stores/style-revisions';
import { PreviewStylesheetContext } from '../block-preview/block-preview';
import { StyleNavigator } from './navigator';
import { CompareView } from './revisions/compare-view';
import { useRevisionPreview } from './revisions/revision-preview';
import { PanelHeader } from './panel-header';
import { openSection } from './parts';
import SitePreview from './site-preview';
import { stylesScreenStyles, tokensStyles } from './styles';
import TokensDialog, { downloadTokens } from './tokens-dialog';

/** The edit canvas's header (Back, title, save), as the home's edit mode has it. */
const ItemCanvas = lazyScreen(() => import('../canvas/item-canvas'));

// With the edit canvas: the canvas in the first column, the panel in a second of 380 px, the
// canvas header and notices across both (the shell lays edit mode out in rows).
const besideCanvasStyles = /* css */ `
.se-shell.is-canvas-edit .se-content:has(> .st-layout.is-beside-canvas) { grid-template-columns: minmax(0, 1fr) 380px; }
.se-shell.is-canvas-edit .se-content:has(> .st-layout.is-beside-canvas) > :is(.se-canvas-header, .se-notices) { grid-column: 1 / -1; }
.se-shell.is-canvas-edit .se-content > .st-layout.is-beside-canvas { grid-column: 2; }
.se-shell.is-canvas-edit .se-content > .st-preview.is-in-canvas { grid-column: 1; }
.st-layout.is-beside-canvas .st-panel { width: 100%; border-inline-end: 0; border-inline-start: 1px solid #e0e0e0; }
@media (max-width: 781px) { .se-shell.is-canvas-edit .se-content:has(> .st-layout.is-beside-canvas) { grid-template-columns: minmax(0, 1fr) 0; } }
`;

const WelcomeGuide = lazyScreen(() => import('./welcome-guide'), { placeholder: null });
const StyleBook = lazyScreen(() => import('../style-book/style-book-route'));

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'range', 'color', 'button', 'submit'].includes(target.type)
  );
}

function useUndoShortcuts(): void {
  const host = useHostElement();
  useEffect(() => {
    if (!host) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.metaKey || event.ctrlKey)) return;
      if (event.key.toLowerCase() !== 'z' || isTextField(event.composedPath()[0] ?? null)) return;
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    };
    host.addEventListener('keydown', onKey);
    return () => host.removeEventListener('keydown', onKey);
  }, [host]);
}

export default function StylesScreen() {
  useStyles(stylesScreenStyles);
  useStyles(tokensStyles);
  useStyles(besideCanvasStyles);
  useUndoShortcuts();
  const state = useStore($globalStyles);
  const { path, query } = useStore($location);
  const { traits } = useStore($activeTheme);
  const editing = canvasMode(query) === 'edit' && traits?.isBlockTheme === true;
  const route = matchRoute(path);
  const cover = editing && route ? stylesCoverCanvas(route, query) : undefined;
  const front = useFrontPageTemplate(editing).template;
  const preferences = useStore($preferences);
  // After the site editor's own guide, not over it.
  const guideWanted =
    useStore($preferencesLoaded) &&
    preferences['core/edit-site']?.welcomeGuideStyles === true &&
    preferences['core/edit-site']?.welcomeGuide !== true;
  const [guideOpen, setGuideOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const host = useHostElement();
  const revisionPreview = useRevisionPreview();
  const comparison = useStore($revisionComparison);
  const comparing =
    comparison !== undefined && parseStyleSection(query.section).screen === 'revisions';
  const closeGuide = () => {
    setGuideOpen(false);
    setPreference('core/edit-site', 'welcomeGuideStyles', false);
  };

  // Escape in a revision's preview over the canvas closes the revisions (the Style Book's own
  // Escape closes the Style Book first).
  const onCoverKeyDown = (event: React.KeyboardEvent) => {
    if (cover !== 'revisions' || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    openSection('/');
  };
  const preview = comparing ? (
    <CompareView />
  ) : (
    // Always here, so choosing a revision swaps the preview's stylesheet in place.
    <PreviewStylesheetContext.Provider value={revisionPreview}>
      {query.preview === 'stylebook' ? <StyleBook /> : <SitePreview />}
    </PreviewStylesheetContext.Provider>
  );

  let panel: React.ReactNode;
  if (state.status === 'error')
    panel = <LoadError message={state.message ?? __('The styles could not be loaded.')} />;
  else if (state.status === 'loading') panel = <Spinner />;
  else if (!state.recordId)
    panel = <p className="st-message">{__('This theme has no global styles to edit.')}</p>;
  else panel = <StyleNavigator />;

  return (
    <>
      {editing && front && <ItemCanvas postType="wp_template" postId={String(front.id)} />}
      {cover && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the revision's preview closes the revisions; its controls are its own.
        <div className="st-preview is-in-canvas" onKeyDown={onCoverKeyDown}>
          {preview}
        </div>
      )}
      <div className={`st-layout${editing ? ' is-beside-canvas' : ''}`}>
        <section className="st-panel" aria-label={__('Styles')}>
          <PanelHeader
            onWelcomeGuide={() => setGuideOpen(true)}
            onExportTokens={() => downloadTokens(host?.shadowRoot ?? null)}
            onImportTokens={() => setImporting(true)}
          />
          {panel}
        </section>
        {!editing && <div className="st-preview">{preview}</div>}
        {(guideOpen || (guideWanted && state.status === 'ready')) && (
          <WelcomeGuide onClose={closeGuide} />
        )}
        {importing && <TokensDialog onClose={() => setImporting(false)} />}
      </div>
    </>
  );
}
