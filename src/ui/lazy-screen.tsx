// A screen whose code loads the first time it is shown, with a spinner until then. Not
// React.lazy: React holds back content that replaces a Suspense fallback for up to 300 ms
// after the fallback appeared, and a screen whose chunk arrives in 20 ms would wait for it; and
// React.lazy keeps a failed load for ever.
//
// Code that did not arrive (the host away, the network gone) is said so, with Retry, and is
// asked for again by itself while the screen is shown (api/recovery.ts): when the browser is
// back online, when the host answers again, or after a pause that grows with each failure.
// Asking again is a plain import() of the same chunk: Chromium keeps no failed module fetch
// (checked with an aborted chunk, a 500 for it and for one of its static imports:
// test/e2e/fault-loading.spec.ts), so no cache-busting query is needed.
import { useStore } from '@nanostores/react';
import { atom, onMount } from 'nanostores';
import type { ComponentType, ReactNode } from 'react';
import { noteNoAnswer, retriesOf } from '../api/recovery';
import { __ } from '../i18n';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

export type LazyScreen<Props extends object> = ComponentType<Props> & {
  /** Starts loading the screen's code before it renders (when its route is known). */
  preload: () => void;
};

type CodeState<Props> =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; Screen: ComponentType<Props> };

export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  /** What shows while the code loads (a spinner; nothing for a dialog). */
  { placeholder = <Spinner /> }: { placeholder?: ReactNode } = {},
): LazyScreen<Props> {
  const $code = atom<CodeState<Props>>({ status: 'idle' });
  let shown = false;
  const start = () => {
    const { status } = $code.get();
    if (status === 'loading' || status === 'ready') return;
    $code.set({ status: 'loading' });
    load().then(
      (module) => {
        retries.succeeded();
        $code.set({ status: 'ready', Screen: module.default });
      },
      () => {
        noteNoAnswer();
        $code.set({ status: 'failed' });
        if (shown) retries.failed(undefined);
      },
    );
  };
  const retries = retriesOf(start);
  // While shown: loaded (a failure met again is tried at once), and tried again after failing.
  onMount($code, () => {
    shown = true;
    start();
    return () => {
      shown = false;
      retries.stop();
    };
  });
  function LazyScreen(props: Props) {
    const code = useStore($code);
    if (code.status === 'ready') return <code.Screen {...props} />;
    if (code.status === 'failed')
      return <LoadError message={__('The screen could not be loaded.')} />;
    return placeholder;
  }
  return Object.assign(LazyScreen, { preload: start });
}
