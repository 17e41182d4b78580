import { expect } from '@esm-bundle/chai';
import { createHostDataSource } from '../../../src/block-preview';
import { type FakeHost, json, useFakeHost } from '../api/fake-host';

describe('the host data source, for the blocks around a post', () => {
  let host: FakeHost;
  const currentHost = useFakeHost();
  beforeEach(() => {
    host = currentHost();
  });

  it('reads the author and the terms the host embedded with the post', async () => {
    host.on('GET', '/wp/v2/posts/:id', () =>
      json({
        id: 8,
        type: 'post',
        title: { raw: 'Eighth' },
        author: 2,
        comment_status: 'open',
        _links: { 'wp:term': [{ taxonomy: 'category' }, { taxonomy: 'post_tag' }] },
        _embedded: {
          author: [
            {
              id: 2,
              name: 'Eden &amp; Co',
              description: '',
              link: '/?author=2',
              avatar_urls: { '48': '/avatar/2.svg?s=48' },
            },
          ],
          'wp:term': [
            [{ id: 3, name: 'Tea &amp; Cake', link: '/?cat=3', taxonomy: 'category' }],
            [],
          ],
        },
      }),
    );
    const post = (await createHostDataSource().getPost('post', 8))!;
    expect(post.authorId).to.equal(2);
    expect(post.author).to.deep.equal({
      id: 2,
      name: 'Eden & Co',
      description: '',
      link: '/?author=2',
      avatarUrls: { '48': '/avatar/2.svg?s=48' },
    });
    expect(post.terms).to.deep.equal({
      category: [{ id: 3, name: 'Tea & Cake', link: '/?cat=3' }],
      post_tag: [],
    });
    expect(post.commentStatus).to.equal('open');
    const call = host.calls('GET', '/wp/v2/posts/8')[0]!;
    expect(call.query.get('_embed')).to.equal('wp:featuredmedia,author,wp:term');
  });

  it('reads a user, a post’s terms of a taxonomy and its neighbours when nothing was embedded', async () => {
    host.on('GET', '/wp/v2/users/:id', ({ params }) =>
      json({ id: Number(params.id), name: 'Alex', description: 'Bio', link: '/?author=1' }),
    );
    host.on('GET', '/wp/v2/tags', () => json([{ id: 5, name: 'tea', link: '/?tag=tea' }]));
    host.on('GET', '/wp/v2/taxonomies/:slug', () => json({ rest_base: 'genres' }));
    host.on('GET', '/wp/v2/genres', () => json([]));
    host.on('GET', '/wp/v2/posts', ({ query }) =>
      json(
        query.get('before')
          ? [{ id: 7, title: { rendered: 'Seventh' }, link: '/?p=7', date: '2024-05-07T00:00:00' }]
          : [],
      ),
    );
    const source = createHostDataSource();
    expect((await source.getUser(1))!.name).to.equal('Alex');
    const target = { type: 'post', id: 8, date: '2024-05-08T09:30:00' };
    expect(await source.getPostTerms('post_tag', target)).to.deep.equal([
      { id: 5, name: 'tea', link: '/?tag=tea' },
    ]);
    expect(await source.getPostTerms('genre', target)).to.deep.equal([]);
    expect(host.calls('GET', '/wp/v2/tags')[0]!.query.get('post')).to.equal('8');
    const previous = await source.getAdjacentPost(target, 'previous');
    expect(previous).to.include({ id: 7, title: 'Seventh', link: '/?p=7' });
    expect(await source.getAdjacentPost(target, 'next')).to.equal(undefined);
    const [before, after] = host.calls('GET', '/wp/v2/posts');
    expect(before!.query.get('before')).to.equal('2024-05-08T09:30:00');
    expect(before!.query.get('order')).to.equal('desc');
    expect(after!.query.get('after')).to.equal('2024-05-08T09:30:00');
    expect(after!.query.get('order')).to.equal('asc');
  });
});
