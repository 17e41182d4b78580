// Popover content renders only while its popover is open, so its mount is the moment it opens:
// focusing then is certain to find the controls, where an animation frame after the popover's
// toggle event can run before React has rendered them.
import { type RefObject, useEffect } from 'react';

export function useFocusOnMount(container: RefObject<HTMLElement | null>, selector: string): void {
  useEffect(() => {
    container.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [container, selector]);
}
