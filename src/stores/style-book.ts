// What the Style Book's post blocks show (post title, date, excerpt, featured image…): the site's
// newest published post, as a theme's single template would show it. Undefined until known, and
// when the site has no post (those examples then show nothing and are left out).
import { atom } from 'nanostores';
import { apiFetch } from '../api';
import type { PreviewPostContext } from '../block-preview';
import { loadWhileWatched } from './load-while-watched';

export const $styleBookPost = atom<{ status: 'loading' | 'ready'; post?: PreviewPostContext }>({
  status: 'loading',
});

loadWhileWatched(
  $styleBookPost,
  async () => {
    const posts = await apiFetch<{ id: number }[]>('wp/v2/posts', {
      query: { per_page: 1, _fields: 'id', orderby: 'date', order: 'desc' },
    });
    const newest = posts[0];
    $styleBookPost.set(
      newest
        ? { status: 'ready', post: { postType: 'post', postId: newest.id } }
        : { status: 'ready' },
    );
  },
  () => $styleBookPost.get().status === 'ready',
);
