// Turns a React screen into a custom element with @r2wc/react-to-web-component, the way every tag
// here needs it: an open shadow root with the element's styles adopted, attributes from the typed
// contract, properties set before the definition kept, a move in the DOM that does not lose state,
// a REST nonce read where the browser keeps it, and a second copy of the bundle on the same page
// that defines nothing and throws nothing.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { exposeRuntime } from '../src/runtime';
import { hostNonce } from '../src/ui/element-root';
import { adoptStyles } from '../src/ui/styles';
import type { ElementContract } from './contract';

/**
 * What r2wc hands the React tree: the contract's properties, the shadow root, and `nonce`, the
 * REST nonce the host gave (`rest-nonce`, else the native `nonce` property; see hostNonce).
 */
export interface ElementProps {
  container?: ShadowRoot;
  nonce?: string;
  [property: string]: unknown;
}

// r2wc keeps the React props and its render method under these registered symbols.
const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');
type R2wcInternals = Record<symbol, unknown> & { [renderKey]: () => void };

type R2wcInstance = HTMLElement & {
  [propsKey]: ElementProps;
  [renderKey](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};
type R2wcClass = (new () => R2wcInstance) & { readonly observedAttributes: string[] };

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

  // Not the native ones (`nonce`): r2wc would put its own accessor over HTMLElement's, which
  // holds the value a CSP header hides from the attribute.
  const declared = contract.attributes.filter((attribute) => !attribute.native);
  const props = Object.fromEntries(declared.map((a) => [a.property, a.type]));
  const Base = r2wc(component, { shadow: 'open', props }) as unknown as R2wcClass;
  const booleans = new Map(
    declared.filter((a) => a.type === 'boolean').map((a) => [a.name, a.property] as const),
  );

  class ContractElement extends Base {
    static override get observedAttributes(): string[] {
      // A host may set the nonce attribute again: the browser hides only the value the element
      // had as it entered the page.
      return [...Base.observedAttributes, 'nonce'];
    }

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
        for (const { property } of declared) {
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

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (name === 'nonce') this.#nonceChanged();
      else if (booleans.has(name)) this.#booleanChanged(name, value);
      else super.attributeChangedCallback(name, old, value);
    }

    // A boolean attribute is on when present, as HTML's are (`interactive`, `interactive=""`),
    // unless it says "false"; r2wc alone would ignore an empty value and a removal.
    #booleanChanged(name: string, value: string | null) {
      const property = booleans.get(name)!;
      const on = value !== null && value.toLowerCase() !== 'false';
      if (this[propsKey][property] === on) return;
      this[propsKey][property] = on;
      if (this.isConnected) this[renderKey]();
    }

    // HTMLElement's own property, where the browser keeps a nonce it hides from the attribute;
    // setting it (a host script's `element.nonce = …`) renders again with the new nonce.
    override get nonce(): string {
      return super.nonce ?? '';
    }

    override set nonce(value: string) {
      super.nonce = value;
      this.#nonceChanged();
    }

    /** Every render hands React the nonce as it is at that moment. */
    override [renderKey]() {
      this[propsKey].nonce = hostNonce(this);
      super[renderKey]();
    }

    /** Renders again when the nonce changed since React last had it (not before a first render). */
    #nonceChanged() {
      const given = this[propsKey].nonce;
      if (this.isConnected && given !== undefined && given !== hostNonce(this)) this[renderKey]();
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
  for (const { property, type } of declared) {
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
