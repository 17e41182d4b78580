// Two revisions side by side (beyond the peer): choose any two (a saved revision, the unsaved
// edits, the theme's defaults), see the site in each one's styles, and the list of every setting
// that differs, with its value in each and colour swatches. "Take this one" copies one value of
// the first into the editor's styles (unsaved), so one change of an old revision comes back
// without the others.
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { __, sprintf } from '../../../i18n';
import {
  describeDiffEntry,
  revisionDate,
  type StyleDiffEntry,
  type StyleRevision,
  styleDiff,
} from '../../../style-revisions';
import {
  $revisionComparison,
  $revisionList,
  compareRevisions,
  type RevisionId,
  revisionById,
  revisionLabel,
  takeRevisionValue,
} from '../../../stores/style-revisions';
import { useStyles } from '../../../ui/element-root';
import { resolveStyleValue } from '../../../global-styles/resolve-value';
import { $globalStyles } from '../../../stores/global-styles';
import { PreviewStylesheetContext } from '../../block-preview/block-preview';
import SitePreview from '../site-preview';
import { useBlockTitles } from './revisions-screen';
import { useRevisionCss } from './revision-preview';
import { revisionsStyles } from './styles';

const label = (revision: StyleRevision) => revisionLabel(revision, (iso) => revisionDate(iso));

function idOf(value: string): RevisionId {
  return value === 'unsaved' || value === 'parent' ? value : Number(value);
}

function RevisionSelect({
  title,
  value,
  list,
  onChange,
}: {
  title: string;
  value: RevisionId;
  list: StyleRevision[];
  onChange: (id: RevisionId) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {title}
      <select
        id={id}
        value={String(value)}
        onChange={(event) => onChange(idOf(event.target.value))}
      >
        {list.map((revision) => (
          <option key={revision.id} value={String(revision.id)}>
            {label(revision)}
          </option>
        ))}
      </select>
    </label>
  );
}

function RevisionSitePreview({ revision }: { revision: StyleRevision }) {
  const css = useRevisionCss(revision);
  const value = useMemo(() => ({ css }), [css]);
  return (
    <section className="rv-compare__preview" aria-label={label(revision)}>
      <h3>{label(revision)}</h3>
      <PreviewStylesheetContext.Provider value={value}>
        <SitePreview />
      </PreviewStylesheetContext.Provider>
    </section>
  );
}

function Value({ value, isColor }: { value: unknown; isColor: boolean }) {
  const { merged } = useStore($globalStyles);
  if (value === undefined) return <span className="rv-diff__none">{__('Not set')}</span>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // A preset reference shows the colour the site's palette gives it.
  const swatch = isColor ? resolveStyleValue(merged, value) : undefined;
  return (
    <span className="rv-diff__value">
      {swatch && (
        <span className="rv-diff__swatch" style={{ background: swatch }} aria-hidden="true" />
      )}
      <code>{text}</code>
    </span>
  );
}

export function CompareView() {
  useStyles(revisionsStyles);
  const comparison = useStore($revisionComparison);
  const list = useStore($revisionList);
  const titles = useBlockTitles();
  const [taken, setTaken] = useState('');
  const from = revisionById(list, comparison?.from) ?? list.find((r) => r.id !== 'unsaved');
  const to = revisionById(list, comparison?.to) ?? list[0];
  // Rows: the second one's value before, the first one's after (what taking it would set).
  const rows = useMemo<StyleDiffEntry[]>(() => (from && to ? styleDiff(to, from) : []), [from, to]);
  if (!comparison || !from || !to) return null;
  const take = (entry: StyleDiffEntry) => {
    takeRevisionValue(entry);
    setTaken(sprintf(__('%s taken into your styles.'), describeDiffEntry(entry, titles)));
  };
  return (
    <section className="rv-compare" aria-label={__('Compare revisions')}>
      <div className="rv-compare__choices">
        <RevisionSelect
          title={__('Take values from')}
          value={from.id}
          list={list}
          onChange={(id) => compareRevisions({ from: id, to: to.id })}
        />
        <RevisionSelect
          title={__('Compare with')}
          value={to.id}
          list={list}
          onChange={(id) => compareRevisions({ from: from.id, to: id })}
        />
        <button type="button" className="st-button" onClick={() => compareRevisions(undefined)}>
          {__('Close comparison')}
        </button>
      </div>
      <div className="rv-compare__previews">
        <RevisionSitePreview revision={from} />
        <RevisionSitePreview revision={to} />
      </div>
      <p className="rv-compare__status" role="status">
        {taken}
      </p>
      {rows.length === 0 ? (
        <p>{__('These two have the same styles.')}</p>
      ) : (
        <table className="rv-diff">
          <caption className="se-visually-hidden">
            {sprintf(__('%d settings differ'), rows.length)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{__('Setting')}</th>
              <th scope="col">{label(from)}</th>
              <th scope="col">{label(to)}</th>
              <th scope="col">
                <span className="se-visually-hidden">{__('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => {
              const name = describeDiffEntry(entry, titles);
              return (
                <tr key={entry.path.join('\u0000')}>
                  <th scope="row">{name}</th>
                  <td>
                    <Value value={entry.after} isColor={entry.isColor} />
                  </td>
                  <td>
                    <Value value={entry.before} isColor={entry.isColor} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="st-button"
                      aria-label={sprintf(__('Take this one: %s'), name)}
                      onClick={() => take(entry)}
                    >
                      {__('Take this one')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
