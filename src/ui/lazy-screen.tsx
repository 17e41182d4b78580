// A screen whose code loads the first time it is shown, with a spinner until then. Not
// React.lazy: React holds back content that replaces a Suspense fallback for up to 300 ms
// after the fallback appeared, and a screen whose chunk arrives in 20 ms would wait for it.
import { type ComponentType, useEffect, useState } from 'react';
import { Spinner } from './spinner';

export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  function LazyScreen(props: Props) {
    const [Screen, setScreen] = useState<ComponentType<Props> | undefined>(() => loaded);
    useEffect(() => {
      if (Screen) return;
      let live = true;
      loading ??= load().then((module) => {
        loaded = module.default;
        return module.default;
      });
      loading.then(
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
  return LazyScreen;
}
