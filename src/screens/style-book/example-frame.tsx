// One example of the Style Book: its title above what it shows. When examples can be chosen, a
// button laid over the whole card chooses it (the preview's frame takes no pointer or focus).
import type { ReactNode } from 'react';

/** An example's card: its title above what it shows; chosen with a button over the whole card. */
export function ExampleFrame({
  title,
  onOpen,
  children,
}: {
  title: string;
  onOpen: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div className={onOpen ? 'sb-example is-interactive' : 'sb-example'}>
      <div className="sb-example__title" aria-hidden={onOpen ? true : undefined}>
        {title}
      </div>
      <div className="sb-example__content">{children}</div>
      {onOpen && (
        <button type="button" className="sb-example__open" aria-label={title} onClick={onOpen} />
      )}
    </div>
  );
}
