// Design tokens (issue 17, beyond the peer): import a W3C Design Tokens (DTCG) file as custom
// presets, after a preview of what it changes; the export is a plain download (`downloadTokens`).
// The import is one edit of the user's settings: undo, save or reset it like any other.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { __, _n, sprintf } from '../../i18n';
import {
  DESIGN_TOKEN_KINDS,
  type DESIGN_TOKENS_ERRORS,
  type DesignTokenKind,
  type DesignTokenPresets,
  type DesignTokensChanges,
  designTokensChanges,
  exportDesignTokens,
  importDesignTokens,
  presetsOfOrigin,
} from '../../global-styles';
import { getPath } from '../../global-styles/json';
import { withValueAt } from '../../global-styles/user-edits';
import { createSuccessNotice } from '../../stores';
import { $globalStyles, setUserConfig } from '../../stores/global-styles';
import { Modal } from '../../ui/modal';

const kindLabels: Record<DesignTokenKind, () => string> = {
  palette: () => __('Colors'),
  gradients: () => __('Gradients'),
  fontFamilies: () => __('Font families'),
  fontSizes: () => __('Font sizes'),
  spacingSizes: () => __('Spacing sizes'),
  shadows: () => __('Shadows'),
};

// The host's words for each import error, written out so translation tools find them.
const errorTexts: Record<keyof typeof DESIGN_TOKENS_ERRORS, () => string> = {
  notJson: () => __('This file is not valid JSON.'),
  notObject: () => __('This file does not contain design tokens.'),
  noTokens: () =>
    __(
      'No colors, gradients, font families, font sizes, spacing sizes or shadows were found in this file.',
    ),
  invalidValue: () => __('The token “%s” does not have a value that can be imported.'),
  unknownAlias: () => __('The token “%s” refers to a token that is not in this file.'),
  circularAlias: () => __('The token “%s” refers back to itself through its aliases.'),
};

/** Downloads the site's merged presets as `design-tokens.json`. */
export function downloadTokens(root: Node | null): void {
  const file = JSON.stringify(exportDesignTokens($globalStyles.get().merged), null, 2);
  const url = URL.createObjectURL(new Blob([file], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'design-tokens.json';
  (root ?? document.body).appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  createSuccessNotice(__('Design tokens exported.'), { type: 'snackbar' });
}

/** The user's settings with the imported presets as custom ones (same slug replaced). */
function withImported(settings: Record<string, unknown>, imported: DesignTokenPresets) {
  let next = settings;
  for (const row of DESIGN_TOKEN_KINDS) {
    const incoming = imported[row.kind] as { slug: string }[];
    if (incoming.length === 0) continue;
    const path = [...row.settingsPath, 'custom'];
    const current = (getPath(next, path) as { slug: string }[] | undefined) ?? [];
    const slugs = new Set(incoming.map((preset) => preset.slug));
    next = withValueAt(next, path, [...current.filter((p) => !slugs.has(p.slug)), ...incoming]);
  }
  return next;
}

export default function TokensDialog({ onClose }: { onClose: () => void }) {
  const { merged, user } = useStore($globalStyles);
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<
    { presets: DesignTokenPresets; changes: DesignTokensChanges; name: string } | undefined
  >();

  const read = async (file: File | undefined) => {
    setFound(undefined);
    setError(undefined);
    if (!file) return;
    if (!/\.json$/i.test(file.name)) {
      setError(__('Choose a .json file.'));
      return;
    }
    const result = importDesignTokens(await file.text());
    if (!result.ok) {
      setError(sprintf(errorTexts[result.code](), result.token ?? ''));
      return;
    }
    const changes = designTokensChanges(presetsOfOrigin(merged, 'custom'), result.presets);
    setFound({ presets: result.presets, changes, name: file.name });
  };

  const apply = () => {
    if (!found) return;
    setUserConfig({ styles: user.styles, settings: withImported(user.settings, found.presets) });
    createSuccessNotice(sprintf(__('Imported design tokens from "%s".'), found.name), {
      type: 'snackbar',
    });
    onClose();
  };

  const rows = found
    ? DESIGN_TOKEN_KINDS.map((row) => ({ kind: row.kind, ...found.changes[row.kind] })).filter(
        (row) => row.added.length + row.replaced.length + row.unchanged.length > 0,
      )
    : [];
  const changed = rows.some((row) => row.added.length + row.replaced.length > 0);

  return (
    <Modal title={__('Import design tokens')} onRequestClose={onClose}>
      <p>
        {__(
          'Choose a W3C Design Tokens file (.json). Its colors, gradients, fonts, sizes and shadows become custom presets of your site.',
        )}
      </p>
      <label className="st-field">
        <span className="st-field__label">{__('Design tokens file')}</span>
        <input
          type="file"
          accept=".json,application/json"
          onChange={(event) => void read(event.currentTarget.files?.[0])}
        />
      </label>
      {error && (
        <p className="st-warning" role="alert">
          {error}
        </p>
      )}
      {found && (
        <table className="st-tokens" aria-label={__('What the import changes')}>
          <thead>
            <tr>
              <th scope="col">{__('Presets')}</th>
              <th scope="col">{__('New')}</th>
              <th scope="col">{__('Replaced')}</th>
              <th scope="col">{__('Unchanged')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.kind}>
                <th scope="row">{kindLabels[row.kind]()}</th>
                <td>{row.added.length}</td>
                <td>{row.replaced.length}</td>
                <td>{row.unchanged.length}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {found && !changed && <p role="status">{__('These presets are already on your site.')}</p>}
      <div className="st-dialog-actions">
        <button type="button" className="st-button" onClick={onClose}>
          {__('Cancel')}
        </button>
        <button type="button" className="st-button is-primary" disabled={!changed} onClick={apply}>
          {found
            ? sprintf(_n('Import %d preset', 'Import %d presets', countOf(rows)), countOf(rows))
            : __('Import')}
        </button>
      </div>
    </Modal>
  );
}

function countOf(rows: { added: unknown[]; replaced: unknown[] }[]): number {
  return rows.reduce((sum, row) => sum + row.added.length + row.replaced.length, 0);
}
