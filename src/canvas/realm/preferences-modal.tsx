// The editor's Preferences (issue 32, item 2): the spec's preference keys the canvas uses, each
// the user's (`core` scope, kept by the editor in the user's preferences). A chunk of its own.
import { Modal, ToggleControl } from '@wordpress/components';
import { __ } from '../../i18n/translate';
import { useRealm } from './realm-context';

function Preference({ name, label, help }: { name: string; label: string; help?: string }) {
  const realm = useRealm();
  return (
    <ToggleControl
      __nextHasNoMarginBottom
      label={label}
      help={help}
      checked={realm.preference<boolean>(name) === true}
      onChange={(checked) => realm.setPreference(name, checked)}
    />
  );
}

export default function PreferencesModal({ onClose }: { onClose(): void }) {
  return (
    <Modal title={__('Preferences')} onRequestClose={onClose} size="medium">
      <section className="canvas-preferences__section">
        <h2 className="canvas-preferences__title">{__('General')}</h2>
        <Preference
          name="showListViewByDefault"
          label={__('Always open List View')}
          help={__('Opens the List View sidebar by default.')}
        />
        <Preference
          name="showBlockBreadcrumbs"
          label={__('Display block breadcrumbs')}
          help={__('Shows block breadcrumbs at the bottom of the editor.')}
        />
      </section>
      <section className="canvas-preferences__section">
        <h2 className="canvas-preferences__title">{__('Appearance')}</h2>
        <Preference
          name="distractionFree"
          label={__('Distraction free')}
          help={__('Reduce visual distractions by hiding the toolbar and other elements to focus on writing.')}
        />
        <Preference
          name="focusMode"
          label={__('Spotlight mode')}
          help={__('Highlights the current block and fades other content.')}
        />
        <Preference
          name="fixedToolbar"
          label={__('Top toolbar')}
          help={__('Access all block and document tools in a single place.')}
        />
        <Preference
          name="showIconLabels"
          label={__('Show button text labels')}
          help={__('Show text instead of icons on buttons.')}
        />
      </section>
    </Modal>
  );
}
