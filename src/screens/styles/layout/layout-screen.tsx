// Layout (spec 2.4 /layout): the content and wide widths (settings, as WordPress keeps them), and
// the site's padding and block spacing (styles), each only where the settings allow it.
import { useStore } from '@nanostores/react';
import { __ } from '../../../i18n';
import { getPath } from '../../../global-styles/json';
import { settingsFor } from '../../../global-styles/panel-support';
import { $globalStyles, setSetting } from '../../../stores/global-styles';
import { useStyles } from '../../../ui/element-root';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader, Section } from '../parts';
import { SpacingControls } from './spacing-controls';
import { stylePrefix } from './style-scope';
import { TextField } from './fields';
import { layoutStyles } from './styles';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function LayoutScreen({ parent }: StyleScreenProps) {
  useStyles(layoutStyles);
  const { merged } = useStore($globalStyles);
  const settings = settingsFor(merged);
  const on = (path: string[]) => {
    const value = getPath(settings, path);
    return value !== undefined && value !== null && value !== false;
  };
  const widths = (['contentSize', 'wideSize'] as const).filter((key) => on(['layout', key]));
  return (
    <div className="st-screen">
      <ScreenHeader
        title={__('Layout')}
        description={__('Set the width of the main content area and the space around it.')}
        parent={parent}
      />
      {widths.length > 0 && (
        <Section title={__('Dimensions')}>
          {widths.map((key) => (
            <TextField
              key={key}
              label={key === 'contentSize' ? __('Content width') : __('Wide width')}
              value={text(getPath(merged, ['settings', 'layout', key]))}
              onCommit={(value) => setSetting(['layout', key], value)}
            />
          ))}
        </Section>
      )}
      <SpacingControls
        prefix={stylePrefix()}
        settings={settings}
        padding={on(['spacing', 'padding'])}
        margin={false}
        blockGap={on(['spacing', 'blockGap'])}
      />
    </div>
  );
}
