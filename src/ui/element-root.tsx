// The top of every element's React tree: knows its shadow root (for adopted styles, dialogs and
// focus), hands the host attributes to the shared API client, and lays out right-to-left
// languages mirrored. With it, the small hooks every element's screens share (they live in the
// shared runtime chunk rather than in a chunk of their own that each screen would fetch).
import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
import { configureApiClient } from '../api';
import { useLocale } from '../i18n';
import { adoptStyles } from './styles';

const ShadowRootContext = createContext<ShadowRoot | null>(null);

export interface ElementRootProps {
  container?: ShadowRoot;
  apiRoot?: string;
  nonce?: string;
  className?: string;
  children: ReactNode;
}

export function ElementRoot({ container, apiRoot, nonce, className, children }: ElementRootProps) {
  // Before children render and fetch: the first request must already carry the nonce.
  configureOnce(apiRoot, nonce);
  const { isRTL } = useLocale();
  return (
    <ShadowRootContext.Provider value={container ?? null}>
      <div className={className ? `se-root ${className}` : 'se-root'} dir={isRTL ? 'rtl' : 'ltr'}>
        {children}
      </div>
    </ShadowRootContext.Provider>
  );
}

/**
 * The REST nonce a host gave an element: its `rest-nonce` attribute (or `restNonce` property), else
 * its native `nonce` property. Never the `nonce` attribute: on a page sent with a CSP header the
 * browser empties it once the element is in the document, and only the property keeps the value.
 */
export function hostNonce(element: HTMLElement & { restNonce?: unknown }): string {
  const { restNonce } = element;
  return typeof restNonce === 'string' && restNonce !== '' ? restNonce : (element.nonce ?? '');
}

let lastConfig = '';
/** Hands the host attributes to the shared API client (once per root and nonce). */
export function configureOnce(apiRoot: string | undefined, nonce: string | undefined) {
  const key = `${apiRoot ?? ''}\n${nonce ?? ''}`;
  if (key === lastConfig) return;
  lastConfig = key;
  configureApiClient({ ...(apiRoot ? { root: apiRoot } : {}), ...(nonce ? { nonce } : {}) });
}

/** The element's shadow root (null when rendered outside an element, e.g. in a component test). */
export function useShadowRoot(): ShadowRoot | null {
  return useContext(ShadowRootContext);
}

/** Adopts a screen's CSS into the element's shadow root when the screen first renders. */
export function useStyles(css: string): void {
  const root = useShadowRoot();
  useLayoutEffect(() => {
    if (root) adoptStyles(root, css);
  }, [root, css]);
}

/** The host element of the shadow root: where our events are dispatched. */
export function useHostElement(): HTMLElement | null {
  const root = useShadowRoot();
  return (root?.host as HTMLElement | undefined) ?? null;
}

/**
 * Lets local state follow a source (a host's view, a saved label): calls `onChange(value)` during
 * the render in which `value` changes (compared with Object.is), never on the first render. An
 * effect would run only after the paint, and could undo whatever the user typed in between;
 * `onChange` may set this component's state.
 */
export function useWhenChanged<T>(value: T, onChange: (value: T) => void): void {
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    onChange(value);
  }
}
