// A screen whose code loads the first time it is shown, with a spinner until then. Not
// React.lazy: React holds back content that replaces a Suspense fallback for up to 300 ms
// after the fallback appeared, and a screen whose chunk arrives in 20 ms would wait for it.
import { type ComponentType, useEffect, useState } from 'react';
import { Spinner } from './spinner';

export type LazyScreen<Props extends object> = ComponentType<Props> & {
  /** Starts loading the screen's code before it renders (when its route is known). */
  preload: () => void;
};

export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module.default;
    });
    return loading;
  };
  function LazyScreen(props: Props) {
    const [Screen, setScreen] = useState<ComponentType<Props> | undefined>(() => loaded);
    useEffect(() => {
      if (Screen) return;
      let live = true;
      start().then(
        (component) => live && setScreen(() => component),
        () => {
          // A failed chunk may load on the next try (a network blip).
          loading = undefined;
        },
      );
      return () => {
        live = false;
      };
    }, [Screen]);
    return Screen ? <Screen {...props} /> : <Spinner />;
  }
  return Object.assign(LazyScreen, {
    preload: () => {
      // A failure is met again, and handled, when the screen renders.
      start().catch(() => {});
    },
  });
}
