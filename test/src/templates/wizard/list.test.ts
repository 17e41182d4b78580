import { expect } from '@esm-bundle/chai';
import {
  addTemplateLabel,
  authorFilters,
  canDeleteTemplate,
  canRenameTemplate,
  canResetTemplate,
  type TemplateListRecord,
  templateAuthorDisplay,
  templatesOfView,
  templatesSidebarItems,
  templatesSidebarTexts,
} from '../../../../src/templates/wizard';

const theme = (slug: string, extra: Partial<TemplateListRecord> = {}): TemplateListRecord => ({
  id: `tt5//${slug}`,
  slug,
  type: 'wp_template',
  source: 'theme',
  original_source: 'theme',
  author_text: 'Twenty Twenty-Five',
  has_theme_file: true,
  is_custom: false,
  ...extra,
});
const customised = theme('single', { source: 'custom' });
const userMade = theme('wp-custom-template-landing', {
  source: 'custom',
  original_source: 'user',
  author: 1,
  author_text: 'Admin',
  has_theme_file: false,
  is_custom: true,
});
const suggested = theme('single-book', {
  source: 'custom',
  original_source: 'user',
  author: 1,
  author_text: 'Admin',
  has_theme_file: false,
  is_custom: false,
});
const fromPlugin = theme('archive-product', {
  source: 'plugin',
  original_source: 'plugin',
  author_text: 'Shop',
  has_theme_file: false,
  plugin: 'shop',
});
const templates = [
  theme('index'),
  customised,
  userMade,
  suggested,
  fromPlugin,
  theme('404', { author_text: '' }),
];

describe('templates list', () => {
  it('titles and describes the sidebar', () => {
    expect(templatesSidebarTexts()).to.deep.equal({
      title: 'Templates',
      description:
        'Create new templates, or reset any customizations made to the templates supplied by your theme.',
    });
    expect(addTemplateLabel({ labels: { add_new_item: 'Add New Template' } })).to.equal(
      'Add New Template',
    );
  });

  it('lists All templates, then one view per distinct author', () => {
    const items = templatesSidebarItems(templates);
    expect(items.map((item) => [item.label, item.location])).to.deep.equal([
      ['All templates', { path: '/template', query: {} }],
      ['Twenty Twenty-Five', { path: '/template', query: { activeView: 'Twenty Twenty-Five' } }],
      ['Admin', { path: '/template', query: { activeView: 'Admin' } }],
      ['Shop', { path: '/template', query: { activeView: 'Shop' } }],
    ]);
    expect(items[2]?.template).to.equal(userMade);
  });

  it('lists only the templates of the selected author', () => {
    expect(templatesOfView(templates, 'Admin')).to.deep.equal([userMade, suggested]);
    expect(templatesOfView(templates, undefined)).to.have.length(templates.length);
    expect(templatesOfView(templates, 'all')).to.have.length(templates.length);
    expect(authorFilters('Admin')).to.deep.equal([
      { field: 'author', operator: 'isAny', value: ['Admin'] },
    ]);
    expect(authorFilters('all')).to.deep.equal([]);
  });

  it('offers Reset only for a theme template the user customised', () => {
    expect(canResetTemplate(customised)).to.equal(true);
    expect(canResetTemplate(theme('index'))).to.equal(false);
    expect(canResetTemplate(userMade)).to.equal(false);
    expect(canResetTemplate({ ...fromPlugin, source: 'custom' })).to.equal(true);
  });

  it('offers Delete only for templates the user created', () => {
    expect(canDeleteTemplate(userMade)).to.equal(true);
    expect(canDeleteTemplate(suggested)).to.equal(true);
    expect(canDeleteTemplate(customised)).to.equal(false);
    expect(canDeleteTemplate(theme('index'))).to.equal(false);
    expect(canDeleteTemplate(fromPlugin)).to.equal(false);
    expect(canDeleteTemplate({ ...userMade, permissions: { delete: false } })).to.equal(false);
  });

  it('offers Rename only for the user own custom templates', () => {
    expect(canRenameTemplate(userMade)).to.equal(true);
    expect(canRenameTemplate(suggested)).to.equal(false);
    expect(canRenameTemplate(customised)).to.equal(false);
    expect(canRenameTemplate({ ...userMade, permissions: { update: false } })).to.equal(false);
  });

  it('shows who a template is by', () => {
    expect(templateAuthorDisplay(customised)).to.deep.equal({
      kind: 'theme',
      text: 'Twenty Twenty-Five',
      icon: 'layout',
      isCustomized: true,
    });
    expect(templateAuthorDisplay(fromPlugin)).to.include({ kind: 'plugin', icon: 'plugins' });
    expect(
      templateAuthorDisplay(
        { ...theme('home'), original_source: 'site', author_text: 'My Site' },
        { siteLogoUrl: 'https://example.org/logo.png' },
      ),
    ).to.deep.equal({
      kind: 'site',
      text: 'My Site',
      icon: 'globe',
      imageUrl: 'https://example.org/logo.png',
      isCustomized: false,
    });
    expect(
      templateAuthorDisplay(
        { ...userMade, author_text: '' },
        { user: { name: 'Ada', avatar_urls: { '24': 'a24', '48': 'a48' } } },
      ),
    ).to.deep.equal({
      kind: 'user',
      text: 'Ada',
      icon: 'comment-author-avatar',
      imageUrl: 'a48',
      isCustomized: false,
    });
  });
});
