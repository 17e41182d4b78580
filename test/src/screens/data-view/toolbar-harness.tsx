// Renders the data view's toolbar and filter row, as <DataView> does, inside a shadow root with a
// host that keeps the view (controlled, like a real host) and records every view it is given.
import { sendKeys, type SendKeysPayload } from '@web/test-runner-commands';
import { act, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { normaliseFields } from '../../../../src/data-view';
import type { Field, LayoutType, View } from '../../../../src/data-view/types';
import {
  DataViewContext,
  type DataViewContextValue,
  DataViewWidthContext,
} from '../../../../src/screens/data-view/context';
import { FilterRow } from '../../../../src/screens/data-view/filters/filter-row';
import { Toolbar } from '../../../../src/screens/data-view/toolbar/toolbar';
import { baseStyles } from '../../../../src/ui/base-styles';
import { ElementRoot } from '../../../../src/ui/element-root';
import { adoptStyles } from '../../../../src/ui/styles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface HarnessOptions {
  fields: Field[];
  view: View;
  defaultLayouts?: Partial<Record<LayoutType, Partial<View>>>;
  containerWidth?: number;
  search?: boolean;
}

export interface Harness {
  shadow: ShadowRoot;
  /** Every view reported through onChangeView, in order. */
  views: View[];
  /** The last view reported. */
  last(): View;
  unmount(): Promise<void>;
}

function Host({ options, record }: { options: HarnessOptions; record: (view: View) => void }) {
  const [view, setView] = useState(options.view);
  const [filtersShown, setFiltersShown] = useState(true);
  const fields = useMemo(() => normaliseFields(options.fields), [options.fields]);
  const value: DataViewContextValue = {
    view,
    onChangeView: (next) => {
      record(next);
      setView(next);
    },
    fields,
    actions: [],
    data: [],
    paginationInfo: { totalItems: 0, totalPages: 0 },
    isLoading: false,
    error: undefined,
    getItemId: (item) => String(item.id),
    selection: [],
    onChangeSelection: () => {},
    isItemClickable: () => true,
    defaultLayouts: options.defaultLayouts ?? { table: {}, grid: {}, list: {} },
    searchDebounceMs: 150,
    filtersShown,
    setFiltersShown,
  };
  return (
    <DataViewContext.Provider value={value}>
      <DataViewWidthContext.Provider value={options.containerWidth ?? 1000}>
        <div className={`dv dv--${view.type}`}>
          <Toolbar search={options.search ?? true} />
          <FilterRow />
        </div>
      </DataViewWidthContext.Provider>
    </DataViewContext.Provider>
  );
}

export async function renderToolbar(options: HarnessOptions): Promise<Harness> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, baseStyles);
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  const views: View[] = [];
  await act(async () =>
    root.render(
      <ElementRoot container={shadow}>
        <Host options={options} record={(view) => views.push(view)} />
      </ElementRoot>,
    ),
  );
  return {
    shadow,
    views,
    last: () => {
      const view = views.at(-1);
      if (!view) throw new Error('No view was reported.');
      return view;
    },
    unmount: async () => {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

/** Waits, letting React render what timers and animation frames started. */
export async function settle(ms = 30): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Real key presses or typing into whatever has focus. */
export async function keys(payload: SendKeysPayload): Promise<void> {
  await act(async () => {
    await sendKeys(payload);
  });
  await settle();
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('Nothing to click.');
  await act(async () => (element as HTMLElement).click());
  await settle();
}

/** The accessible name as our markup gives it: aria-label, else the text (a menu item's label). */
function nameOf(element: Element): string {
  const text = (element.querySelector('.se-menu__label') ?? element).textContent;
  return (element.getAttribute('aria-label') ?? text ?? '').trim();
}

/** The first element matching `selector` whose name is `name` (a string or a pattern). */
export function byName<E extends Element = HTMLElement>(
  root: ParentNode,
  selector: string,
  name: string | RegExp,
): E | undefined {
  return Array.from(root.querySelectorAll<E>(selector)).find((element) =>
    typeof name === 'string' ? nameOf(element) === name : name.test(nameOf(element)),
  );
}

/** The control labelled `text` through a <label for>. */
export function byLabel<E extends HTMLElement = HTMLElement>(root: ShadowRoot, text: string): E {
  const label = Array.from(root.querySelectorAll('label')).find(
    (entry) => entry.textContent?.trim() === text,
  );
  const control = label?.htmlFor ? root.getElementById(label.htmlFor) : label?.control;
  if (!control) throw new Error(`No control labelled "${text}".`);
  return control as E;
}

/** Sets a form control's value as a user would, so React sees the change. */
export async function changeValue(
  element: HTMLInputElement | HTMLSelectElement,
  value: string,
): Promise<void> {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    const type = element instanceof HTMLSelectElement ? 'change' : 'input';
    element.dispatchEvent(new Event(type, { bubbles: true }));
  });
  await settle();
}

/** The open popover (native popover in the top layer) named `label`. */
export function openPopover(shadow: ShadowRoot, label: string): HTMLElement | undefined {
  return byName(shadow, '[popover]:popover-open', label);
}

/** axe-core's serious and critical violations inside the rendered parts. */
export async function seriousViolations(harness: Harness): Promise<string[]> {
  await import('axe-core');
  // axe-core is a classic script: loaded as a module it installs itself on window.
  const { axe } = window as unknown as { axe: typeof import('axe-core') };
  const results = await axe.run(harness.shadow.host);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

/** Whether `element` has focus (compared by identity: chai's diff of DOM nodes never ends). */
export function hasFocus(harness: Harness, element: Element | null | undefined): boolean {
  return Boolean(element) && harness.shadow.activeElement === element;
}

/** What has focus, for assertion messages. */
export function focused(harness: Harness): string {
  return harness.shadow.activeElement?.outerHTML.slice(0, 160) ?? 'nothing';
}
