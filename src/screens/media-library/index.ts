// The media library as the editor opens it: a lazy chunk of its own, loaded the first time a
// library is opened (nothing while it loads: the button that opened it stays as it was).
import { lazyScreen } from '../../ui/lazy-screen';
import type { MediaLibraryProps } from './media-library';

export type { MediaLibraryProps };

export const MediaLibraryModal = lazyScreen<MediaLibraryProps>(() => import('./media-library'), {
  placeholder: null,
});
