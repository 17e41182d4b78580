// <style-book>: the Style Book alone in a host page (a theme's settings page, say). It shows the
// site's styles; on a page with <site-editor> it follows that editor's unsaved edits (the stores
// are the shared runtime's). With `interactive`, an example chosen fires `example-select` with
// the block's name (or `colors`, `typography`) and the Styles section it belongs to.
import { emit } from '../../ui/emit';
import { ElementRoot, useHostElement } from '../../ui/element-root';
import { StyleBook, type StyleBookSelection } from './style-book';

export interface StyleBookElementProps {
  container?: ShadowRoot;
  apiRoot?: string;
  nonce?: string;
  category?: string;
  interactive?: boolean;
}

function ElementStyleBook({ category, interactive }: { category?: string; interactive?: boolean }) {
  const host = useHostElement();
  const onSelect = interactive
    ? (selection: StyleBookSelection) => {
        if (host) emit(host, 'example-select', selection);
      }
    : undefined;
  return <StyleBook key={category} tab={category} onSelect={onSelect} />;
}

export function StyleBookElement({
  container,
  apiRoot,
  nonce,
  category,
  interactive,
}: StyleBookElementProps) {
  return (
    <ElementRoot container={container} apiRoot={apiRoot} nonce={nonce} className="sb-element">
      <ElementStyleBook category={category} interactive={interactive} />
    </ElementRoot>
  );
}
