// The editor's Preferences (issue 32, item 2): the spec's preference keys the canvas uses, each
// the user's (`core` scope, kept by the editor in the user's preferences). A chunk of its own.
import { Modal, ToggleControl } from '@wordpress/components';
import { __ } from '../../i18n/translate';
import { useRealm } from './realm-context';

interface PreferenceItem {
  name: string;
  label: () => string;
  help: () => string;
}

const SECTIONS: { title: () => string; items: PreferenceItem[] }[] = [
  {
    title: () => __('General'),
    items: [
      {
        name: 'showListViewByDefault',
        label: () => __('Always open List View'),
        help: () => __('Opens the List View sidebar by default.'),
      },
      {
        name: 'showBlockBreadcrumbs',
        label: () => __('Display block breadcrumbs'),
        help: () => __('Shows block breadcrumbs at the bottom of the editor.'),
      },
    ],
  },
  {
    title: () => __('Appearance'),
    items: [
      {
        name: 'distractionFree',
        label: () => __('Distraction free'),
        help: () =>
          __('Reduce visual distractions by hiding the toolbar and other elements to focus on writing.'),
      },
      {
        name: 'focusMode',
        label: () => __('Spotlight mode'),
        help: () => __('Highlights the current block and fades other content.'),
      },
      {
        name: 'fixedToolbar',
        label: () => __('Top toolbar'),
        help: () => __('Access all block and document tools in a single place.'),
      },
      {
        name: 'showIconLabels',
        label: () => __('Show button text labels'),
        help: () => __('Show text instead of icons on buttons.'),
      },
    ],
  },
];

function Preference({ item }: { item: PreferenceItem }) {
  const realm = useRealm();
  return (
    <ToggleControl
      __nextHasNoMarginBottom
      label={item.label()}
      help={item.help()}
      // The editor's defaults come with the user's values (breadcrumbs on).
      checked={realm.preference<boolean>(item.name) === true}
      onChange={(checked) => realm.setPreference(item.name, checked)}
    />
  );
}

export default function PreferencesModal({ onClose }: { onClose(): void }) {
  return (
    <Modal title={__('Preferences')} onRequestClose={onClose} size="medium">
      {SECTIONS.map((section) => (
        <section key={section.title()} className="canvas-preferences__section">
          <h2 className="canvas-preferences__title">{section.title()}</h2>
          {section.items.map((item) => (
            <Preference key={item.name} item={item} />
          ))}
        </section>
      ))}
    </Modal>
  );
}
