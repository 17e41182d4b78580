// <font-library>: the font library alone, for a host's settings page, with its own notices.
import { ElementRoot } from '../../ui/element-root';
import { NoticeBanners, Snackbars } from '../../ui/notices';
import { FontLibrary } from './font-library';

export interface FontLibraryElementProps {
  container?: ShadowRoot;
  apiRoot?: string;
  nonce?: string;
}

export function FontLibraryElement({ container, apiRoot, nonce }: FontLibraryElementProps) {
  return (
    <ElementRoot container={container} apiRoot={apiRoot} nonce={nonce} className="fl-element">
      <NoticeBanners />
      <FontLibrary />
      <Snackbars />
    </ElementRoot>
  );
}
