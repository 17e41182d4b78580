// A dropdown menu (WAI-ARIA menu button): the trigger opens it and focuses the first item; arrow
// keys, Home and End move between items; Enter or Space chooses; Escape closes and returns focus
// to the trigger. Items are plain, radio or checkbox items, optionally in labelled groups.
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useFocusOnMount } from './focus-on-mount';
import { PopoverBox, type TriggerProps, usePopover } from './popover';

export interface MenuProps {
  /** Accessible name of the menu (and of the trigger when it shows only an icon). */
  label: string;
  /** The trigger's content (an icon or text); the menu button itself is made here. */
  trigger: ReactNode;
  triggerClassName?: string;
  /** Name the trigger with `label` (for icon-only triggers). */
  labelTrigger?: boolean;
  align?: 'start' | 'end';
  className?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Open as soon as it mounts (a menu mounted on the first click of a stand-in trigger). */
  defaultOpen?: boolean;
  /** Render the trigger yourself (e.g. a table column header button). */
  renderTrigger?: (props: TriggerProps & { className?: string }) => ReactNode;
}

const ITEM_SELECTOR = '[role^="menuitem"]:not([aria-disabled="true"])';

export function Menu({
  label,
  trigger,
  triggerClassName,
  labelTrigger = true,
  align = 'start',
  className,
  children,
  renderTrigger,
  defaultOpen = false,
}: MenuProps) {
  const state = usePopover({ haspopup: 'menu', align });
  const { toggle } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, on mount.
  useEffect(() => {
    if (defaultOpen) toggle();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(
      state.popoverProps.ref.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [],
    );
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const index = items.indexOf(root.activeElement as HTMLElement);
    const move = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Tab') state.close();
    else return;
    event.preventDefault();
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !state.open) {
      event.preventDefault();
      state.toggle();
    }
  };

  const triggerProps = { ...state.triggerProps, className: triggerClassName };
  return (
    <>
      {renderTrigger ? (
        renderTrigger(triggerProps)
      ) : (
        <button
          type="button"
          {...triggerProps}
          {...(labelTrigger ? { 'aria-label': label } : {})}
          onKeyDown={onTriggerKeyDown}
        >
          {trigger}
        </button>
      )}
      <PopoverBox
        state={state}
        label={label}
        role="menu"
        className={className ? `se-menu ${className}` : 'se-menu'}
      >
        <MenuItems onKeyDown={onKeyDown}>
          {typeof children === 'function' ? children(state.close) : children}
        </MenuItems>
      </PopoverBox>
    </>
  );
}

/** The open menu's items: mounting means the menu just opened, so the first item takes focus. */
function MenuItems({
  onKeyDown,
  children,
}: {
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref, ITEM_SELECTOR);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys for the menu items inside.
    <div className="se-menu__items" ref={ref} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

interface ItemProps {
  children: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  destructive?: boolean;
  /** Keep the menu open after choosing (checkbox items toggled one after another). */
  keepOpen?: boolean;
  suffix?: ReactNode;
}

function item(role: 'menuitem' | 'menuitemradio' | 'menuitemcheckbox') {
  return function MenuItemOfRole({
    children,
    onSelect,
    disabled,
    destructive,
    keepOpen,
    suffix,
    checked,
  }: ItemProps & { checked?: boolean }) {
    const choose = (element: HTMLElement) => {
      if (disabled) return;
      onSelect();
      if (!keepOpen) (element.closest('[popover]') as HTMLElement | null)?.hidePopover();
    };
    return (
      <button
        type="button"
        role={role}
        tabIndex={-1}
        aria-disabled={disabled || undefined}
        {...(role === 'menuitem' ? {} : { 'aria-checked': Boolean(checked) })}
        className={`se-menu__item${destructive ? ' is-destructive' : ''}`}
        onClick={(event) => choose(event.currentTarget)}
      >
        {role !== 'menuitem' && (
          <span className="se-menu__check" aria-hidden="true">
            {checked ? '✓' : ''}
          </span>
        )}
        <span className="se-menu__label">{children}</span>
        {suffix}
      </button>
    );
  };
}

export const MenuItem = item('menuitem');
export const MenuItemRadio = item('menuitemradio');
export const MenuItemCheckbox = item('menuitemcheckbox');

export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of menu items is an ARIA group, not a form fieldset.
    <div role="group" aria-label={label} className="se-menu__group">
      <div className="se-menu__group-label" aria-hidden="true">
        {label}
      </div>
      {children}
    </div>
  );
}

export function MenuSeparator() {
  return <hr className="se-menu__separator" />;
}
