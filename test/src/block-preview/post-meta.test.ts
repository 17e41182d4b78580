import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment, post, textOf } from './fake-data-source';

const author = {
  id: 2,
  name: 'Eden & Co',
  description: 'Writes about <slow> things.',
  link: 'https://example.test/?author=2',
  avatarUrls: {
    '24': 'https://example.test/avatar/2.svg?s=24',
    '48': 'https://example.test/avatar/2.svg?s=48',
    '96': 'https://example.test/avatar/2.svg?s=96',
  },
};
const engineering = { id: 3, name: 'Engineering', link: 'https://example.test/?cat=3' };
const design = { id: 4, name: 'Design', link: 'https://example.test/?cat=4' };

function postSource() {
  const source = new FakeDataSource();
  source.posts = [
    post(7, { authorId: 2, commentStatus: 'open', title: 'Seventh' }),
    post(8, { title: 'Eighth', authorId: 2 }),
    post(9, { title: 'Ninth', commentStatus: 'closed' }),
  ];
  source.users = [author];
  source.terms = { 'category:8': [engineering, design], 'post_tag:8': [] };
  return source;
}

const renderFor = (markup: string, postId = 8, source = postSource()) =>
  renderBlockPreview(markup, { dataSource: source, post: { postType: 'post', postId } });

describe('the blocks around a post in its template', () => {
  it("show the author's name, linked when asked", async () => {
    const { html } = await renderFor(
      '<!-- wp:post-author-name {"fontSize":"small"} /--><!-- wp:post-author-name {"isLink":true,"linkTarget":"_blank"} /-->',
    );
    const root = fragment(html);
    expect(textOf(root, '.wp-block-post-author-name')).to.deep.equal(['Eden & Co', 'Eden & Co']);
    expect(root.querySelector('.wp-block-post-author-name.has-small-font-size')).to.not.equal(null);
    const link = root.querySelector('a.wp-block-post-author-name__link')!;
    expect(link.getAttribute('href')).to.equal('https://example.test/?author=2');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(html).to.not.contain('block-preview-placeholder');
  });

  it('show the author block with avatar, byline, name and biography', async () => {
    const { html } = await renderFor(
      '<!-- wp:post-author {"avatarSize":64,"showBio":true,"byline":"Written by"} /--><!-- wp:post-author-biography /-->',
    );
    const root = fragment(html);
    const avatar = root.querySelector('.wp-block-post-author__avatar img')!;
    expect(avatar.getAttribute('src')).to.equal('https://example.test/avatar/2.svg?s=96');
    expect(avatar.getAttribute('width')).to.equal('64');
    expect(textOf(root, '.wp-block-post-author__byline')).to.deep.equal(['Written by']);
    expect(textOf(root, '.wp-block-post-author__name')).to.deep.equal(['Eden & Co']);
    expect(textOf(root, '.wp-block-post-author__bio')).to.deep.equal([
      'Writes about <slow> things.',
    ]);
    expect(textOf(root, '.wp-block-post-author-biography')).to.deep.equal([
      'Writes about <slow> things.',
    ]);
  });

  it('read the author once per render, and use one embedded with the post', async () => {
    const source = postSource();
    await renderFor('<!-- wp:post-author /--><!-- wp:post-author-name /-->', 8, source);
    expect(source.count('getUser')).to.equal(1);
    source.posts[1] = { ...source.posts[1]!, author: { ...author, name: 'Embedded' } };
    const { html } = await renderFor('<!-- wp:post-author-name /-->', 8, source);
    expect(textOf(fragment(html), '.wp-block-post-author-name')).to.deep.equal(['Embedded']);
    expect(source.count('getUser')).to.equal(1);
  });

  it('show the categories with separator, prefix and suffix, and nothing without terms', async () => {
    const { html } = await renderFor(
      '<!-- wp:post-terms {"term":"category","textColor":"accent","prefix":"In: ","suffix":"."} /--><!-- wp:post-terms {"term":"post_tag","prefix":"Tagged: "} /-->',
    );
    const root = fragment(html);
    const terms = root.querySelector('.wp-block-post-terms.taxonomy-category.has-accent-color')!;
    expect(textOf(terms, 'a[rel="tag"]')).to.deep.equal(['Engineering', 'Design']);
    expect(terms.querySelector('a')!.getAttribute('href')).to.equal('https://example.test/?cat=3');
    expect(terms.textContent).to.equal('In: Engineering, Design.');
    expect(root.querySelector('.taxonomy-post_tag')).to.equal(null);
    expect(html).to.not.contain('block-preview-placeholder');
  });

  it('use the terms embedded with the post without asking for them', async () => {
    const source = postSource();
    source.posts[1] = { ...source.posts[1]!, terms: { category: [design] } };
    const { html } = await renderFor('<!-- wp:post-terms {"term":"category"} /-->', 8, source);
    expect(textOf(fragment(html), '.wp-block-post-terms a')).to.deep.equal(['Design']);
    expect(source.count('getPostTerms')).to.equal(0);
  });

  it('link to the previous and next posts, with their titles and arrows', async () => {
    const { html } = await renderFor(
      '<!-- wp:post-navigation-link {"type":"previous","showTitle":true,"arrow":"arrow"} /--><!-- wp:post-navigation-link {"label":"Onwards"} /-->',
    );
    const root = fragment(html);
    const previous = root.querySelector('.post-navigation-link-previous')!;
    expect(previous.querySelector('a[rel="prev"]')!.textContent).to.equal('Seventh');
    expect(
      previous.querySelector('.wp-block-post-navigation-link__arrow-previous')!.textContent,
    ).to.equal('←');
    const next = root.querySelector('.post-navigation-link-next a[rel="next"]')!;
    expect(next.textContent).to.equal('Onwards');
    expect(next.getAttribute('href')).to.equal('https://example.test/?p=9');
    const last = await renderFor('<!-- wp:post-navigation-link /-->', 9);
    expect(last.html).to.equal('');
  });

  it("show a logged-out visitor's comment form while the post takes comments, never a placeholder", async () => {
    const comments =
      '<!-- wp:comments --><div class="wp-block-comments"><!-- wp:comments-title /--><!-- wp:comment-template --><!-- wp:comment-author-name /--><!-- wp:comment-content /--><!-- /wp:comment-template --><!-- wp:comments-pagination --><!-- wp:comments-pagination-next /--><!-- /wp:comments-pagination --><!-- wp:post-comments-form /--></div><!-- /wp:comments -->';
    const open = fragment((await renderFor(comments, 7)).html);
    expect(textOf(open, '.comment-reply-title')).to.deep.equal(['Leave a Reply']);
    expect(open.querySelector('.wp-block-post-comments-form textarea#comment')).to.not.equal(null);
    expect(open.querySelector('input[type="submit"]')!.getAttribute('value')).to.equal(
      'Post Comment',
    );
    expect(open.querySelector('.block-preview-placeholder')).to.equal(null);
    const closed = (await renderFor(comments, 9)).html;
    expect(closed).to.equal('<div class="wp-block-comments"></div>');
  });

  it('show placeholders only where there is no post at all', async () => {
    const { html } = await renderBlockPreview(
      '<!-- wp:post-author-name /--><!-- wp:post-terms {"term":"category"} /-->',
      { dataSource: postSource() },
    );
    expect(fragment(html).querySelectorAll('.block-preview-placeholder')).to.have.length(2);
  });
});
