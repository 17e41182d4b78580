// The screen of an element whose capability is not built yet: it mounts, shares the runtime,
// and says plainly what it will be.
import { __ } from '../i18n';
import { ElementRoot } from '../ui/element-root';
import { NotBuilt } from '../ui/not-built';

const screenNames: Record<string, () => string> = {
  'style-book': () => __('The Style Book'),
};

export interface PlaceholderScreenProps {
  container?: ShadowRoot;
  apiRoot?: string;
  nonce?: string;
}

export function PlaceholderScreen({ container, apiRoot, nonce }: PlaceholderScreenProps) {
  const tag = container?.host.localName ?? '';
  return (
    <ElementRoot container={container} apiRoot={apiRoot} nonce={nonce}>
      <NotBuilt name={screenNames[tag]?.() ?? tag} />
    </ElementRoot>
  );
}
