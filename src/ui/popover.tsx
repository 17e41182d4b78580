// A popover on the platform's own `popover` attribute: it renders in the top layer (so no
// overflow clips it) yet stays inside the element's shadow root and its styles; light dismiss
// and Escape come free. It is placed under its trigger with CSS anchor positioning, flipping
// when there is no room.
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

export interface TriggerProps {
  ref: RefObject<HTMLButtonElement>;
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup'?: 'menu' | 'dialog' | 'listbox';
  onClick: () => void;
  style: CSSProperties;
}

export interface PopoverState {
  open: boolean;
  toggle: () => void;
  close: () => void;
  triggerProps: TriggerProps;
  popoverProps: {
    ref: RefObject<HTMLDivElement>;
    id: string;
    popover: 'auto';
    style: CSSProperties;
  };
}

/** State and props for a trigger and its popover; `align` is the edge they line up on. */
export function usePopover(
  options: {
    haspopup?: 'menu' | 'dialog' | 'listbox';
    align?: 'start' | 'end';
    onOpen?: (popover: HTMLDivElement) => void;
  } = {},
): PopoverState {
  const id = useId();
  const anchor = `--se-anchor-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const { onOpen } = options;

  useEffect(() => {
    const element = popoverRef.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) onOpen?.(element);
      else if (element.contains((element.getRootNode() as Document | ShadowRoot).activeElement)) {
        // Closed with focus inside (Escape, a choice): give focus back to the trigger.
        triggerRef.current?.focus();
      }
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [onOpen]);

  const close = useCallback(() => {
    if (popoverRef.current?.matches(':popover-open')) popoverRef.current.hidePopover();
    triggerRef.current?.focus();
  }, []);
  const toggle = useCallback(() => {
    const element = popoverRef.current;
    if (!element) return;
    if (element.matches(':popover-open')) element.hidePopover();
    else element.showPopover();
  }, []);

  const alignEnd = options.align === 'end';
  return {
    open,
    toggle,
    close,
    triggerProps: {
      ref: triggerRef,
      'aria-expanded': open,
      'aria-controls': id,
      ...(options.haspopup ? { 'aria-haspopup': options.haspopup } : {}),
      onClick: toggle,
      style: { anchorName: anchor } as CSSProperties,
    },
    popoverProps: {
      ref: popoverRef,
      id,
      popover: 'auto',
      style: {
        positionAnchor: anchor,
        top: 'anchor(bottom)',
        ...(alignEnd ? { right: 'anchor(right)' } : { left: 'anchor(left)' }),
        positionTryFallbacks: 'flip-block, flip-inline',
      } as CSSProperties,
    },
  };
}

/** The popover box; render it next to its trigger. */
export function PopoverBox({
  state,
  label,
  className,
  role = 'dialog',
  children,
}: {
  state: PopoverState;
  label: string;
  className?: string;
  role?: 'dialog' | 'menu' | 'listbox';
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is a prop (dialog, menu or listbox), all of which take a label.
    <div
      {...state.popoverProps}
      role={role}
      aria-label={label}
      className={className ? `se-popover ${className}` : 'se-popover'}
    >
      {/* Content exists only while open: a long list of rows keeps one small node per menu. */}
      {state.open ? children : null}
    </div>
  );
}
