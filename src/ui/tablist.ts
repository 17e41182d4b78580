// A row of tabs as WAI-ARIA's tabs pattern has it: the selected tab alone in the tab order, the
// arrow keys moving to (and selecting) the next or previous one (mirrored right to left), Home
// and End to the ends, each tab naming the one panel it controls. The screens render the tabs;
// this gives them their props.
import { type KeyboardEvent, useId, useRef } from 'react';

export function useTablist<Id extends string>(
  ids: readonly Id[],
  selected: Id,
  select: (id: Id) => void,
) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = ids.indexOf(selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + ids.length) % ids.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ids.length - 1;
    if (next === undefined || ids.length === 0) return;
    event.preventDefault();
    const chosen = ids[next]!;
    select(chosen);
    buttons.current.get(chosen)?.focus();
  };
  const tabProps = (id: Id) => ({
    ref: (node: HTMLButtonElement | null) => {
      if (node) buttons.current.set(id, node);
      else buttons.current.delete(id);
    },
    type: 'button' as const,
    role: 'tab',
    id: `${baseId}-tab-${id}`,
    'aria-selected': id === selected,
    'aria-controls': `${baseId}-panel`,
    tabIndex: id === selected ? 0 : -1,
    onClick: () => select(id),
  });
  const panelProps = {
    role: 'tabpanel',
    id: `${baseId}-panel`,
    'aria-labelledby': `${baseId}-tab-${selected}`,
  };
  return { onKeyDown, tabProps, panelProps };
}
