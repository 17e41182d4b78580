import { expect } from '@esm-bundle/chai';
import {
  firstTemplate,
  frontPageCandidates,
  frontPageId,
  templateCandidates,
  templateForPost,
} from '../../../src/templates/hierarchy';

describe('template hierarchy', () => {
  it('looks for a page by slug, then id, then page, singular and index', () => {
    expect(templateCandidates({ id: 7, type: 'page', slug: 'about' })).to.deep.equal([
      'page-about',
      'page-7',
      'page',
      'singular',
      'index',
    ]);
  });

  it('looks for a post by type and slug, then type, single, singular and index', () => {
    expect(templateCandidates({ id: 3, type: 'post', slug: 'hello' })).to.deep.equal([
      'single-post-hello',
      'single-post',
      'single',
      'singular',
      'index',
    ]);
  });

  it('puts the custom template chosen for the post first, and reads encoded slugs', () => {
    expect(
      templateCandidates({ id: 7, type: 'page', slug: '%c3%a9t%c3%a9', template: 'page-wide' }),
    ).to.deep.equal(['page-wide', 'page-été', 'page-7', 'page', 'singular', 'index']);
  });

  it('picks the most specific template the theme has', () => {
    const templates = [{ slug: 'index' }, { slug: 'page' }, { slug: 'single' }];
    expect(templateForPost({ id: 1, type: 'page', slug: 'a' }, templates)).to.equal(templates[1]);
    expect(templateForPost({ id: 1, type: 'post', slug: 'a' }, templates)).to.equal(templates[2]);
    expect(templateForPost({ id: 1, type: 'book', slug: 'a' }, [{ slug: 'index' }])?.slug).to.equal(
      'index',
    );
    expect(templateForPost({ id: 1, type: 'page' }, [])).to.equal(undefined);
  });

  it('falls through a custom template the theme no longer has', () => {
    const templates = [{ slug: 'page' }];
    expect(templateForPost({ id: 1, type: 'page', template: 'gone' }, templates)).to.equal(
      templates[0],
    );
  });

  it('takes the chosen page as the front page only when the site shows a page there', () => {
    expect(frontPageId({ show_on_front: 'page', page_on_front: 12 })).to.equal(12);
    expect(frontPageId({ show_on_front: 'posts', page_on_front: 12 })).to.equal(undefined);
    expect(frontPageId({ show_on_front: 'page', page_on_front: 0 })).to.equal(undefined);
    expect(frontPageId({})).to.equal(undefined);
  });

  it('renders the front page with front-page, else the page’s own template or the posts index’s', () => {
    const templates = [{ slug: 'index' }, { slug: 'home' }, { slug: 'page' }];
    expect(firstTemplate(frontPageCandidates(undefined), templates)?.slug).to.equal('home');
    const page = { id: 4, type: 'page', slug: 'welcome' };
    expect(firstTemplate(frontPageCandidates(page), templates)?.slug).to.equal('page');
    expect(
      firstTemplate(frontPageCandidates(page), [...templates, { slug: 'front-page' }])?.slug,
    ).to.equal('front-page');
  });
});
