import { expect } from '@esm-bundle/chai';
import { postListScope, typeCapability } from '../../../src/posts/list-scope';

// The capabilities of WordPress's roles that matter here (users/me?context=edit).
const administrator = {
  id: 1,
  capabilities: Object.fromEntries(
    ['posts', 'pages'].flatMap((type) =>
      ['edit', 'edit_others', 'edit_published', 'edit_private'].map((a) => [`${a}_${type}`, true]),
    ),
  ),
};
const author = {
  id: 3,
  capabilities: { edit_posts: true, edit_published_posts: true, publish_posts: true, read: true },
};
const contributor = { id: 4, capabilities: { edit_posts: true, read: true } };

describe('whose items a list asks for', () => {
  it('lists everyone’s items for a user who may edit them all', () => {
    expect(postListScope(administrator, 'post')).to.deep.equal({ excludedStatuses: [] });
    expect(postListScope(administrator, 'page')).to.deep.equal({ excludedStatuses: [] });
  });

  it('lists only an author’s own posts: WordPress would count the others without sending them', () => {
    expect(postListScope(author, 'post')).to.deep.equal({ author: 3, excludedStatuses: [] });
  });

  it('reads the capabilities of the list’s own type', () => {
    const { edit_others_pages: _pages, ...capabilities } = administrator.capabilities;
    const postEditor = { id: 7, capabilities };
    expect(postListScope(postEditor, 'post').author).to.equal(undefined);
    expect(postListScope(postEditor, 'page').author).to.equal(7);
    expect(typeCapability('page', 'edit_private')).to.equal('edit_private_pages');
    expect(typeCapability('book', 'edit_others')).to.equal('edit_others_posts');
  });

  it('leaves out a contributor’s published and scheduled posts, which they may not edit', () => {
    expect(postListScope(contributor, 'post')).to.deep.equal({
      author: 4,
      excludedStatuses: ['publish', 'future'],
    });
  });

  it('assumes nothing when the host would not say who the user is', () => {
    expect(postListScope(null, 'post')).to.deep.equal({ excludedStatuses: [] });
    expect(postListScope(undefined, 'page')).to.deep.equal({ excludedStatuses: [] });
  });
});
