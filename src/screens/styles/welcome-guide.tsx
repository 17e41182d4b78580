// The Styles welcome guide (spec 1): four pages, shown the first time Styles opens and again
// from the more menu; closing it keeps `welcomeGuideStyles` off in the user's preferences.
import { useState } from 'react';
import { __, sprintf } from '../../i18n';
import { useStyles } from '../../ui/element-root';
import { Modal } from '../../ui/modal';

const styles = /* css */ `
.st-guide__page h3 { margin: 0 0 8px; font-size: 20px; }
.st-guide__page p { margin: 0 0 16px; font-size: 14px; line-height: 1.5; }
.st-guide__nav { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.st-guide__dots { display: flex; gap: 6px; list-style: none; margin: 0; padding: 0; }
.st-guide__dot { width: 8px; height: 8px; border-radius: 50%; background: #ddd; }
.st-guide__dot[aria-current="step"] { background: var(--se-accent, #3858e9); }
`;

const pages = () => [
  {
    title: __('Welcome to Styles'),
    text: __(
      'Tweak your site, or give it a whole new look! Get creative — how about a new color palette for your buttons, or choosing a new font? Take a look at what you can do here.',
    ),
  },
  {
    title: __('Set the design'),
    text: __(
      'You can customize your site as much as you like with different colors, typography, and layouts. Or if you prefer, just leave it up to your theme to handle!',
    ),
  },
  {
    title: __('Personalize blocks'),
    text: __(
      'You can adjust your blocks to ensure a cohesive experience across your site — add your unique colors to a branded Button block, or adjust the Heading block to your preferred size.',
    ),
  },
  {
    title: __('Learn more'),
    text: __('New to block themes and styling your site? Here is a guide to get you started.'),
  },
];

export default function StylesWelcomeGuide({ onClose }: { onClose: () => void }) {
  useStyles(styles);
  const [page, setPage] = useState(0);
  const all = pages();
  const current = all[page]!;
  const last = page === all.length - 1;
  return (
    <Modal title={__('Welcome to Styles')} onRequestClose={onClose} hideHeader size="small">
      <div className="st-guide__page" aria-live="polite">
        <h3>{current.title}</h3>
        <p>{current.text}</p>
      </div>
      <div className="st-guide__nav">
        <ol className="st-guide__dots" aria-label={__('Guide controls')}>
          {all.map((item, index) => (
            <li
              key={item.title}
              className="st-guide__dot"
              aria-label={sprintf(__('Page %1$d of %2$d'), index + 1, all.length)}
              {...(index === page ? { 'aria-current': 'step' as const } : {})}
            />
          ))}
        </ol>
        {page > 0 && (
          <button type="button" className="st-button" onClick={() => setPage(page - 1)}>
            {__('Previous')}
          </button>
        )}
        {last ? (
          <button type="button" className="st-button is-primary" onClick={onClose}>
            {__('Get started')}
          </button>
        ) : (
          <button type="button" className="st-button is-primary" onClick={() => setPage(page + 1)}>
            {__('Next')}
          </button>
        )}
        {!last && (
          <button type="button" className="st-button" onClick={onClose}>
            {__('Close')}
          </button>
        )}
      </div>
    </Modal>
  );
}
