// A part of the canvas's own code loaded when it is first shown (a document panel, the code
// editor, the preferences dialog): the canvas's first load carries none of them. A load that
// failed is tried again the next time the part is shown (React.lazy would keep the failure).
import { Spinner } from '@wordpress/components';
import { type ComponentType, useEffect, useState } from 'react';
import { __ } from '../../i18n/translate';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export function lazyPart<P extends object>(load: Loader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return function LazyPart(props: P) {
    const [, setShown] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      start().then(
        () => live && setShown((count) => count + 1),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) {
      const Part = loaded;
      return <Part {...props} />;
    }
    if (failed) {
      return (
        <p className="canvas-editor__lazy-failed" role="alert">
          {__('This part of the editor could not be loaded. Close it and try again.')}
        </p>
      );
    }
    return (
      <span className="canvas-editor__lazy-loading" role="progressbar" aria-label={__('Loading…')}>
        <Spinner />
      </span>
    );
  };
}
