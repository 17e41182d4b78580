// `/revisions` (spec 2.6, 4): the saved versions of the site's styles, 10 a page, each with its
// author (name, 48 px avatar), its date (relative under a day), what it changed (at most 7
// items) and a link to the host's page of it (spec 7: revision.php?revision={id}); the unsaved
// edits first (by the current user) and 'Reset to defaults' last. Choosing one shows it in the
// preview beside the panel; Apply makes it the editor's styles (asking first when that would
// lose unsaved edits), or says it is already applied. Compare opens the comparison of two.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { __, sprintf } from '../../../i18n';
import {
  type BlockTitles,
  changeSummary,
  previousRevision,
  REVISIONS_PER_PAGE,
  revisionApply,
  revisionDate,
  revisionPage,
  revisionPageCount,
  revisionPageOf,
  type StyleRevision,
} from '../../../style-revisions';
import { $globalStyles } from '../../../stores/global-styles';
import { $blockTypes } from '../../../stores/site-styles';
import {
  $revisionComparison,
  $revisionList,
  $selectedRevision,
  $styleRevisions,
  applyRevision,
  compareRevisions,
  loadMoreRevisions,
  revisionPageUrl,
  selectRevision,
} from '../../../stores/style-revisions';
import { LoadError } from '../../../ui/load-error';
import { Spinner } from '../../../ui/spinner';
import { useStyles } from '../../../ui/element-root';
import { ConfirmDialog } from '../confirm-dialog';
import type { StyleScreenProps } from '../navigator';
import { openSection, ScreenHeader } from '../parts';
import { revisionsStyles } from './styles';

export function useBlockTitles(): BlockTitles {
  const blockTypes = useStore($blockTypes);
  return useMemo(
    () =>
      blockTypes.status === 'ready'
        ? Object.fromEntries(blockTypes.value.map((type) => [type.name, type.title ?? type.name]))
        : {},
    [blockTypes],
  );
}

export function RevisionsScreen({ parent }: StyleScreenProps) {
  useStyles(revisionsStyles);
  const state = useStore($styleRevisions);
  const list = useStore($revisionList);
  const selected = useStore($selectedRevision);
  const comparison = useStore($revisionComparison);
  const [page, setPage] = useState(() => (selected ? revisionPageOf(list, selected) : 1));
  // Pages count every saved revision the host has, loaded or not yet.
  const pages = Math.max(revisionPageCount(list), Math.ceil(state.total / REVISIONS_PER_PAGE));
  const shown = revisionPage(list, page);
  // Paged past the revisions loaded so far: the next 100 are asked for.
  useEffect(() => {
    if (state.status === 'ready' && page > revisionPageCount(list)) void loadMoreRevisions();
  }, [state.status, page, list]);
  // Leaving the screen leaves the preview to the editor's own styles.
  useEffect(
    () => () => {
      selectRevision(undefined);
      compareRevisions(undefined);
    },
    [],
  );

  let body: React.ReactNode;
  if (state.status === 'error')
    body = <LoadError message={state.message ?? __('The revisions could not be loaded.')} />;
  else if (state.status === 'loading' || list.length === 0) body = <Spinner />;
  else
    body = (
      <>
        <div className="rv-tools">
          <button
            type="button"
            className="st-button"
            aria-pressed={comparison !== undefined}
            onClick={() =>
              compareRevisions(
                comparison
                  ? undefined
                  : {
                      from: selected ?? list.find((r) => r.id !== 'unsaved')?.id ?? 'parent',
                      to: list[0]!.id,
                    },
              )
            }
          >
            {__('Compare revisions')}
          </button>
        </div>
        <ol className="rv-list" aria-label={__('Revisions')}>
          {shown.map((revision) => (
            <RevisionItem
              key={revision.id}
              revision={revision}
              previous={previousRevision(list, revision.id)}
              selected={revision.id === selected}
            />
          ))}
        </ol>
        {pages > 1 && (
          <nav className="rv-pages" aria-label={__('Revisions pages')}>
            <button
              type="button"
              className="st-button"
              aria-disabled={page <= 1}
              onClick={() => page > 1 && setPage(page - 1)}
            >
              {__('Previous page')}
            </button>
            <span className="rv-pages__count" aria-live="polite">
              {sprintf(__('%1$s of %2$s'), page, pages)}
            </span>
            <button
              type="button"
              className="st-button"
              aria-disabled={page >= pages}
              onClick={() => page < pages && setPage(page + 1)}
            >
              {__('Next page')}
            </button>
          </nav>
        )}
      </>
    );
  return (
    <div className="st-screen">
      <ScreenHeader
        title={__('Revisions')}
        description={__(
          'Choose a version of the styles to see it beside the panel, then Apply it to bring it back. Nothing is saved until you save.',
        )}
        parent={parent}
      />
      {body}
    </div>
  );
}

function RevisionItem({
  revision,
  previous,
  selected,
}: {
  revision: StyleRevision;
  previous: StyleRevision | undefined;
  selected: boolean;
}) {
  const titles = useBlockTitles();
  const styles = useStore($globalStyles);
  const [confirming, setConfirming] = useState<string | undefined>();
  const summary = revision.id === 'parent' ? [] : changeSummary(revision, previous, titles);
  const title =
    revision.id === 'unsaved'
      ? __('Unsaved changes')
      : revision.id === 'parent'
        ? __('Reset to defaults')
        : revision.modified
          ? revisionDate(revision.modified)
          : '';
  const apply = selected ? revisionApply(revision, styles.user, styles.isDirty) : undefined;
  const doApply = () => {
    setConfirming(undefined);
    applyRevision(revision);
    openSection('/');
  };
  return (
    <li className={selected ? 'rv-item is-selected' : 'rv-item'}>
      <button
        type="button"
        className="rv-item__choose"
        aria-pressed={selected}
        onClick={() => selectRevision(selected ? undefined : revision.id)}
      >
        <span className="rv-item__title">{title}</span>
        {revision.author && (
          <span className="rv-item__author">
            {revision.author.avatarUrl && (
              <img
                className="rv-item__avatar"
                src={revision.author.avatarUrl}
                alt=""
                width={24}
                height={24}
              />
            )}
            {sprintf(__('by %s'), revision.author.name)}
          </span>
        )}
        {revision.id === 'parent' ? (
          <span className="rv-item__summary">{__('The theme’s own styles, without yours.')}</span>
        ) : (
          summary.length > 0 && <span className="rv-item__summary">{summary.join(', ')}</span>
        )}
      </button>
      {typeof revision.id === 'number' && (
        <a className="rv-item__page" href={revisionPageUrl(revision.id)}>
          {sprintf(__('Open revision #%d'), revision.id)}
        </a>
      )}
      {apply &&
        (apply.applied ? (
          <p className="rv-item__applied">{apply.message}</p>
        ) : (
          <button
            type="button"
            className="st-button is-primary rv-item__apply"
            onClick={() => (apply.confirmation ? setConfirming(apply.confirmation) : doApply())}
          >
            {apply.label}
          </button>
        ))}
      {confirming && apply && !apply.applied && (
        <ConfirmDialog
          message={confirming}
          action={apply.label}
          onConfirm={doApply}
          onCancel={() => setConfirming(undefined)}
        />
      )}
    </li>
  );
}
