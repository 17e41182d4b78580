import { expect } from '@esm-bundle/chai';
import {
  appliesToType,
  postTemplateOptions,
  templateInUseLabel,
} from '../../../src/templates/post-templates';

const templates = [
  { slug: 'front-page', title: { rendered: 'Front Page' }, is_custom: false },
  { slug: '404', title: { rendered: 'Page: 404' }, is_custom: false },
  { slug: 'page', title: { rendered: 'Pages' }, is_custom: false },
  { slug: 'single', title: { rendered: 'Single Posts' }, is_custom: false },
  {
    slug: 'page-wide',
    title: { rendered: 'Wide &amp; tall' },
    is_custom: true,
    post_types: ['page', 'post'],
  },
  { slug: 'page-no-title', title: { rendered: 'Page without title' }, is_custom: true },
];

describe('post templates', () => {
  it('offers the default template and the custom templates of the type, by title', () => {
    expect(postTemplateOptions('page', templates)).to.deep.equal([
      { value: '', label: 'Default template' },
      { value: 'page-wide', label: 'Wide & tall' },
      { value: 'page-no-title', label: 'Page without title' },
    ]);
    expect(postTemplateOptions('post', templates).map((option) => option.value)).to.deep.equal([
      '',
      'page-wide',
    ]);
  });

  it("keeps a record's own template, by its slug when the theme has none", () => {
    expect(postTemplateOptions('post', templates, ['page-no-title', 'gone'])).to.deep.equal([
      { value: '', label: 'Default template' },
      { value: 'page-wide', label: 'Wide & tall' },
      { value: 'page-no-title', label: 'Page without title' },
      { value: 'gone', label: 'gone' },
    ]);
  });

  it('reads a custom template without post types as a page template', () => {
    expect(appliesToType({ is_custom: true }, 'page')).to.equal(true);
    expect(appliesToType({ is_custom: true }, 'post')).to.equal(false);
    expect(appliesToType({ is_custom: false, post_types: ['post'] }, 'post')).to.equal(false);
  });

  it('names the template in use: the assigned one, else the hierarchy pick', () => {
    expect(templateInUseLabel({ id: 4, type: 'page', slug: 'about' }, templates)).to.equal('Pages');
    expect(templateInUseLabel({ id: 4, type: 'post', template: 'page-wide' }, templates)).to.equal(
      'Wide & tall',
    );
    expect(templateInUseLabel({ id: 4, type: 'post' }, [])).to.equal('');
  });
});
