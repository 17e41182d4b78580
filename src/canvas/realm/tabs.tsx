// Two or more tabs over one panel, as the canvas's sidebars have them (the settings' record and
// Block tabs, Document Overview's List View and Outline): arrow keys, Home and End move between
// the tabs; only the chosen tab's panel is in the document.
import { type KeyboardEvent, type ReactNode, useId } from 'react';

export function Tabs<T extends string>(props: {
  label: string;
  tabs: { id: T; label: string }[];
  selected: T;
  onSelect(tab: T): void;
  panelClassName: string;
  children: ReactNode;
}) {
  const uid = useId();
  const { tabs, selected } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const index = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (index === undefined) return;
    event.preventDefault();
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    props.onSelect(next.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  return (
    <>
      <div
        className="canvas-editor__inspector-tabs"
        role="tablist"
        aria-label={props.label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${uid}-${item.id}`}
            data-tab={item.id}
            aria-selected={selected === item.id}
            aria-controls={selected === item.id ? `${uid}-panel` : undefined}
            tabIndex={selected === item.id ? 0 : -1}
            className="canvas-editor__inspector-tab"
            onClick={() => props.onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${uid}-panel`}
        aria-labelledby={`${uid}-${selected}`}
        className={props.panelClassName}
      >
        {props.children}
      </div>
    </>
  );
}
