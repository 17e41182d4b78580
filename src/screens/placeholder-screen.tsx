// The screen of an element whose capability is not built yet: it mounts, shares the runtime,
// and says plainly what it will be.
import { ElementRoot } from '../ui/element-root';
import { NotBuilt } from '../ui/not-built';

export interface PlaceholderScreenProps {
  container?: ShadowRoot;
  apiRoot?: string;
  nonce?: string;
}

export function placeholderScreen(name: () => string) {
  return function PlaceholderScreen({ container, apiRoot, nonce }: PlaceholderScreenProps) {
    return (
      <ElementRoot container={container} apiRoot={apiRoot} nonce={nonce}>
        <NotBuilt name={name()} />
      </ElementRoot>
    );
  };
}
