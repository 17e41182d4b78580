// The View options button and its popover: Appearance (sort, order, density or preview size,
// items per page) and Properties (which fields show, in which order).
import { useRef } from 'react';
import { __ } from '../../../i18n';
import { useStyles } from '../../../ui/element-root';
import { Icon } from '../../../ui/icons';
import { PopoverBox, usePopover } from '../../../ui/popover';
import { AppearanceSection } from './appearance';
import { PropertiesSection } from './properties';
import { viewOptionsStyles } from './styles';
import { useFocusOnMount } from '../../../ui/focus-on-mount';

export function ViewOptions() {
  useStyles(viewOptionsStyles);
  const state = usePopover({ haspopup: 'dialog', align: 'end' });
  const label = __('View options');
  return (
    <>
      <button
        type="button"
        {...state.triggerProps}
        className="se-icon-button dv-toolbar__button"
        aria-label={label}
        title={label}
      >
        <Icon name="sliders" />
      </button>
      <PopoverBox state={state} label={label} className="dv-view-options">
        <ViewOptionsContent />
      </PopoverBox>
    </>
  );
}

function ViewOptionsContent() {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref, 'select:not(:disabled), input, button');
  return (
    <div ref={ref}>
      <AppearanceSection />
      <PropertiesSection />
    </div>
  );
}
