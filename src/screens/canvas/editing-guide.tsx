// The welcome guides for editing a page and a template (spec 1, 3): shown the first time either
// opens in edit mode, closed with 'Continue', and kept closed in the user's preferences
// (`welcomeGuidePage`, `welcomeGuideTemplate`). The site editor's and Styles' are their own.
import { useStore } from '@nanostores/react';
import { __ } from '../../i18n';
import { $preferences, $preferencesLoaded, setPreference } from '../../stores/preferences';
import { useStyles } from '../../ui/element-root';
import { Modal } from '../../ui/modal';

const styles = /* css */ `
.se-guide p { margin: 0 0 20px; font-size: 14px; line-height: 1.5; }
.se-guide__actions { display: flex; justify-content: flex-end; }
.se-guide__actions button {
  min-height: 36px; padding: 6px 16px; border: 0; border-radius: 2px; cursor: pointer;
  background: var(--se-accent, #3858e9); color: #fff; font-weight: 500;
}
.se-guide__actions button:focus-visible { outline: 2px solid #1e1e1e; outline-offset: 2px; }
`;

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
  useStyles(styles);
  const preferences = useStore($preferences);
  const loaded = useStore($preferencesLoaded);
  const guide = guides[postType];
  if (!guide || !loaded || preferences['core/edit-site']?.[guide.key] !== true) return null;
  const close = () => setPreference('core/edit-site', guide.key, false);
  return (
    <Modal title={guide.title()} onRequestClose={close} size="small" className="se-guide">
      <p>{guide.text()}</p>
      <div className="se-guide__actions">
        <button type="button" onClick={close}>
          {__('Continue')}
        </button>
      </div>
    </Modal>
  );
}
