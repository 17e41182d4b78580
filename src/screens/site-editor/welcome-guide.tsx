// The site editor's welcome guide (spec 1, 3, 9): shown the first time the site editor opens and
// again from the Tools menu; 'Get started' closes it and keeps `welcomeGuide` off for the user.
// Its code loads only when it shows (shell.tsx).
import { __ } from '../../i18n';
import { setPreference } from '../../stores/preferences';
import { Guide } from '../../ui/guide';

export default function SiteEditorWelcomeGuide() {
  return (
    <Guide
      title={__('Welcome to the site editor')}
      text={__(
        'Design everything on your site, from the header right down to the footer: templates, patterns, navigation menus, styles, pages and posts, all with blocks. Pick a screen in the Design sidebar to begin.',
      )}
      button={__('Get started')}
      onClose={() => setPreference('core/edit-site', 'welcomeGuide', false)}
    />
  );
}
