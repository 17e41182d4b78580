// Turns a React screen into a custom element with @r2wc/react-to-web-component, the way every tag
// here needs it: an open shadow root with the element's styles adopted, attributes from the typed
// contract, properties set before the definition kept, a move in the DOM that does not lose state,
// and a second copy of the bundle on the same page that defines nothing and throws nothing.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { exposeRuntime } from '../src/runtime';
import { adoptStyles } from '../src/ui/styles';
import type { ElementContract } from './contract';

/** What r2wc hands the React tree: the contract's properties plus the shadow root. */
export interface ElementProps {
  container?: ShadowRoot;
  [property: string]: unknown;
}

type R2wcInstance = HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
};

// r2wc keeps the React props and its render method under these registered symbols.
const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');
type R2wcInternals = Record<symbol, unknown> & { [renderKey]: () => void };

export interface DefineOptions {
  /**
   * Called as an element enters the page, before its React tree is first rendered: work that
   * can start from the element's attributes alone (a screen's code and data) starts here.
   */
  onConnect?: (element: HTMLElement) => void;
}

export function defineElement(
  contract: ElementContract,
  // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props; r2wc passes them untyped.
  component: ComponentType<any>,
  css: string,
  options: DefineOptions = {},
): void {
  // Nothing to define outside a browser (the manifest script imports the element files in Node).
  if (typeof customElements === 'undefined') return;
  // The bundle loaded twice (an ES module and the classic script, say): the first copy wins, so
  // the page keeps one runtime.
  if (customElements.get(contract.tag)) return;
  exposeRuntime();

  const props = Object.fromEntries(contract.attributes.map((a) => [a.property, a.type]));
  const Base = r2wc(component, { shadow: 'open', props }) as unknown as new () => R2wcInstance;

  class ContractElement extends Base {
    #upgraded = false;

    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, css);
    }

    override connectedCallback() {
      if (!this.#upgraded) {
        this.#upgraded = true;
        // A property set while the tag was still undefined is an own property that hides the
        // accessor: take it off and set it again through the accessor.
        for (const { property } of contract.attributes) {
          if (Object.hasOwn(this, property)) {
            const value = (this as unknown as Record<string, unknown>)[property];
            delete (this as unknown as Record<string, unknown>)[property];
            (this as unknown as Record<string, unknown>)[property] = value;
          }
        }
      }
      options.onConnect?.(this);
      super.connectedCallback();
    }

    override disconnectedCallback() {
      // Moving the element disconnects and reconnects it in one task: keep the React tree (and
      // the user's unsaved state) unless it is really gone.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  // JSON properties take the object as it is: no round trip through the attribute (which would
  // drop functions such as a field's render, and re-serialise 10 000 rows on every set). The
  // attribute still works, parsed by r2wc.
  for (const { property, type } of contract.attributes) {
    if (type !== 'json') continue;
    Object.defineProperty(ContractElement.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return (this[propsKey] as Record<string, unknown>)[property];
      },
      set(this: R2wcInternals, value: unknown) {
        (this[propsKey] as Record<string, unknown>)[property] = value;
        this[renderKey]();
      },
    });
  }

  customElements.define(contract.tag, ContractElement);
}
