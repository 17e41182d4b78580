// The Styles panel's header (spec 2.4): Undo and Redo, the Style Book toggle (not on small
// screens), Revisions (disabled without version history), and the more menu: Additional CSS
// (with the edit-css action), Welcome Guide, Reset styles (disabled when nothing changed), and the
// design tokens' export and import.
import { useStore } from '@nanostores/react';
import { __ } from '../../i18n';
import { $canRedo, $canUndo, redo, undo } from '../../stores';
import { $globalStyles, $hasUserStyles, resetGlobalStyles } from '../../stores/global-styles';
import { $location, updateQuery } from '../../stores/router';
import { Icon } from '../../ui/icons';
import { Menu, MenuItem } from '../../ui/menu';
import { useIsMobile } from '../../ui/viewport';
import { openSection } from './parts';

export function PanelHeader({
  onWelcomeGuide,
  onExportTokens,
  onImportTokens,
}: {
  onWelcomeGuide: () => void;
  onExportTokens: () => void;
  onImportTokens: () => void;
}) {
  const canUndo = useStore($canUndo);
  const canRedo = useStore($canRedo);
  const { canEditCss, revisionCount } = useStore($globalStyles);
  const hasUserStyles = useStore($hasUserStyles);
  const { query } = useStore($location);
  const isMobile = useIsMobile();
  const styleBookOpen = query.preview === 'stylebook';
  return (
    <div className="st-header">
      <h2 className="st-header__title" tabIndex={-1}>
        {__('Styles')}
      </h2>
      <button
        type="button"
        className="se-icon-button st-icon-button"
        aria-label={__('Undo')}
        aria-disabled={!canUndo}
        onClick={() => undo()}
      >
        <Icon name="undo" />
      </button>
      <button
        type="button"
        className="se-icon-button st-icon-button"
        aria-label={__('Redo')}
        aria-disabled={!canRedo}
        onClick={() => redo()}
      >
        <Icon name="redo" />
      </button>
      {!isMobile && (
        <button
          type="button"
          className="se-icon-button st-icon-button"
          aria-label={__('Style Book')}
          aria-pressed={styleBookOpen}
          data-style-book-toggle=""
          onClick={() => updateQuery({ preview: styleBookOpen ? undefined : 'stylebook' })}
        >
          <Icon name="styleBook" />
        </button>
      )}
      <button
        type="button"
        className="se-icon-button st-icon-button"
        aria-label={__('Revisions')}
        disabled={revisionCount === 0}
        onClick={() => openSection('/revisions')}
      >
        <Icon name="revisions" />
      </button>
      <Menu
        label={__('More')}
        trigger={<Icon name="more" />}
        triggerClassName="se-icon-button st-icon-button"
        align="end"
      >
        {canEditCss && (
          <MenuItem onSelect={() => openSection('/css')}>{__('Additional CSS')}</MenuItem>
        )}
        <MenuItem onSelect={onWelcomeGuide}>{__('Welcome Guide')}</MenuItem>
        <MenuItem onSelect={resetGlobalStyles} disabled={!hasUserStyles}>
          {__('Reset styles')}
        </MenuItem>
        <MenuItem onSelect={onExportTokens}>{__('Export design tokens')}</MenuItem>
        <MenuItem onSelect={onImportTokens}>{__('Import design tokens')}</MenuItem>
      </Menu>
    </div>
  );
}
