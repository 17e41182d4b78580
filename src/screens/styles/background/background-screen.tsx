// `/background` (spec 2.4): the site's background image and its layout, where the theme's
// settings turn background images on (`settings.background.backgroundImage`).
import { useStore } from '@nanostores/react';
import { __ } from '../../../i18n';
import { getPath } from '../../../global-styles/json';
import { settingsFor } from '../../../global-styles/panel-support';
import { $globalStyles } from '../../../stores/global-styles';
import type { StyleScreenProps } from '../navigator';
import { ScreenHeader } from '../parts';
import { BackgroundPanel } from './background-panel';

export function BackgroundScreen({ parent }: StyleScreenProps) {
  const { merged } = useStore($globalStyles);
  const supported = getPath(settingsFor(merged), ['background', 'backgroundImage']) === true;
  return (
    <div className="st-screen">
      <ScreenHeader
        title={__('Background')}
        description={__('Set styles for the site’s background.')}
        parent={parent}
      />
      {supported ? (
        <BackgroundPanel />
      ) : (
        <p className="st-message">{__('This theme does not support background images.')}</p>
      )}
    </div>
  );
}
