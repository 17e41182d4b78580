// The welcome guides for editing a page and a template (spec 1, 3): shown the first time either
// opens in edit mode, closed with 'Continue', and kept closed in the user's preferences
// (`welcomeGuidePage`, `welcomeGuideTemplate`). The site editor's and Styles' are their own.
import { useStore } from '@nanostores/react';
import { __ } from '../../i18n';
import { $preferences, $preferencesLoaded, setPreference } from '../../stores/preferences';
import { Guide } from '../../ui/guide';

const guides: Record<string, { key: string; title: () => string; text: () => string }> = {
  page: {
    key: 'welcomeGuidePage',
    title: () => __('Editing a page'),
    text: () =>
      __(
        'You are editing the content of this page. Its header, footer and the rest of its layout come from its template, which you can change under Templates.',
      ),
  },
  wp_template: {
    key: 'welcomeGuideTemplate',
    title: () => __('Editing a template'),
    text: () =>
      __(
        'A template lays out every page of its kind: what you add, move or style here shows wherever the template is used. Its header and footer are template parts: select one to edit it in place.',
      ),
  },
};

export function EditingGuide({ postType }: { postType: string }) {
  const preferences = useStore($preferences);
  const loaded = useStore($preferencesLoaded);
  const guide = guides[postType];
  if (!guide || !loaded || preferences['core/edit-site']?.[guide.key] !== true) return null;
  return (
    <Guide
      title={guide.title()}
      text={guide.text()}
      button={__('Continue')}
      onClose={() => setPreference('core/edit-site', guide.key, false)}
    />
  );
}
