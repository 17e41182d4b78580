// Additional CSS (spec 2.4 /css, spec 6): the site's own CSS (`styles.css`), and a block's
// (`styles.blocks[name].css`, the block screen's Advanced panel). Both need the edit-css action
// on the global styles record; without it the screen says so and the panel is not offered.
// Typing edits the record at once (an undoable edit; quick typing undoes as one step).
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { __, sprintf } from '../../../i18n';
import { $globalStyles } from '../../../stores/global-styles';
import { useStyles } from '../../../ui/element-root';
import { layoutStyles } from '../layout/styles';
import { setStyleAt, stylePrefix, useStyleAt } from '../layout/style-scope';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader, Section } from '../parts';

function CssField({
  label,
  help,
  value,
  onChange,
}: {
  label: string;
  help: string;
  value: string;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="st-field">
      <label htmlFor={id} className="st-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="st-textarea"
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      />
      <p id={`${id}-help`} className="st-help">
        {help}
      </p>
    </div>
  );
}

export function CssScreen({ parent }: StyleScreenProps) {
  useStyles(layoutStyles);
  const { canEditCss, user } = useStore($globalStyles);
  const css = typeof user.styles.css === 'string' ? user.styles.css : '';
  return (
    <div className="st-screen">
      <ScreenHeader title={__('Additional CSS')} parent={parent} />
      <Section>
        {canEditCss ? (
          <CssField
            label={__('Additional CSS')}
            help={__(
              'You can add custom CSS to further customize the appearance and layout of your site.',
            )}
            value={css}
            onChange={(value) => setStyleAt([], ['css'], value)}
          />
        ) : (
          <p className="st-message">
            {__('Sorry, you are not allowed to edit the CSS of this site.')}
          </p>
        )}
      </Section>
    </div>
  );
}

/**
 * A block's own CSS (or a block style variation's), titled Advanced: declarations for the block
 * without a selector. Renders nothing without the edit-css action.
 */
export function BlockCssPanel({
  blockName,
  blockTitle,
  variation,
}: {
  blockName: string;
  /** The block's title, for the help text. */
  blockTitle: string;
  variation?: string;
}) {
  useStyles(layoutStyles);
  const { canEditCss } = useStore($globalStyles);
  const prefix = stylePrefix(blockName, variation);
  const { user } = useStyleAt(prefix, ['css']);
  if (!canEditCss) return null;
  return (
    <Section title={__('Advanced')}>
      <CssField
        label={__('Additional CSS')}
        help={sprintf(
          __(
            'Add your own CSS to customize the appearance of the %s block. You do not need to include a CSS selector, just add the property and value.',
          ),
          blockTitle,
        )}
        value={typeof user === 'string' ? user : ''}
        onChange={(value) => setStyleAt(prefix, ['css'], value)}
      />
    </Section>
  );
}
