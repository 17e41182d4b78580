import { expect } from '@esm-bundle/chai';
import { allTasks } from 'nanostores';
import { clearEntityCache } from '../../../src/stores';
import {
  $templateChoices,
  $templateWizard,
  chooseTemplateType,
  closeTemplateWizard,
  loadSuggestions,
  loadTemplateChoices,
  openTemplateWizard,
  submitTemplate,
} from '../../../src/stores/templates';
import { INITIAL_WIZARD_STATE } from '../../../src/templates/wizard';
import { type FakeHost, json, useFakeHost } from '../api/fake-host';

const POST_TYPES = {
  post: {
    slug: 'post',
    name: 'Posts',
    viewable: true,
    rest_base: 'posts',
    labels: { singular_name: 'Post' },
  },
  page: {
    slug: 'page',
    name: 'Pages',
    viewable: true,
    rest_base: 'pages',
    labels: { singular_name: 'Page' },
  },
  attachment: {
    slug: 'attachment',
    name: 'Media',
    viewable: true,
    labels: { singular_name: 'Media' },
  },
};

/** A host with the theme's 404 and page templates, a template for the page 'about', two pages. */
function siteWithTemplates(host: () => FakeHost) {
  const templates = host().collection(
    '/wp/v2/templates',
    [
      { id: 'demo//404', slug: '404' },
      { id: 'demo//page', slug: 'page' },
      { id: 'demo//page-about', slug: 'page-about' },
    ],
    { key: 'id' },
  );
  host().on('GET', '/wp/v2/types', () => json(POST_TYPES));
  host().on('GET', '/wp/v2/taxonomies', () => json({}));
  host().on('GET', '/wp/v2/themes', () =>
    json([{ stylesheet: 'demo', default_template_types: [] }]),
  );
  host().on('GET', '/wp/v2/posts', () => json([]));
  host().on('GET', '/wp/v2/users', () => json([{ id: 1 }]));
  host().on('GET', '/wp/v2/pages', ({ query }) => {
    const pages = [
      { id: 2, slug: 'about', title: { rendered: 'About' }, link: '/about' },
      { id: 3, slug: 'contact', title: { rendered: 'Contact' }, link: '/contact' },
    ];
    const slugs = query.getAll('slug[]');
    const exclude = query.getAll('exclude[]').map(Number);
    const found = pages
      .filter((page) => !slugs.length || slugs.includes(page.slug))
      .filter((page) => !exclude.includes(page.id));
    return json(found.slice(0, Number(query.get('per_page') ?? 10)));
  });
  return templates;
}

describe('the Add template wizard store', () => {
  const host = useFakeHost();
  beforeEach(() => {
    clearEntityCache();
    $templateWizard.set(INITIAL_WIZARD_STATE);
    $templateChoices.set({ status: 'idle', choices: [], templates: [] });
  });

  it('offers the types not made yet, and page while a page without its own template remains', async () => {
    siteWithTemplates(host);
    await loadTemplateChoices();
    const value = $templateChoices.get();
    expect(value.status).to.equal('ready');
    const slugs = value.choices.map((choice) => choice.slug);
    expect(slugs).not.to.include('404');
    expect(slugs).to.include.members(['page', 'single', 'archive', 'author']);
    const page = value.choices.find((choice) => choice.slug === 'page')!;
    expect(page).to.include({ hasGeneralTemplate: true, allowsSpecificItems: true });
    // No post left without a template? Posts have none at all: single offers no step 2.
    expect(value.choices.find((choice) => choice.slug === 'single')?.allowsSpecificItems).to.equal(
      false,
    );
    expect(value.choices.at(-1)?.isCustom).to.equal(true);
    expect(value.templates.map((template) => template.slug)).to.deep.equal([
      '404',
      'page',
      'page-about',
    ]);
  });

  it('suggests only items without their own template, 10 a page, 20 when searching', async () => {
    siteWithTemplates(host);
    await loadTemplateChoices();
    const source = $templateChoices.get().choices.find((c) => c.slug === 'page')!.specificItems!;
    const suggestions = await loadSuggestions(source);
    expect(suggestions.map((s) => s.slug)).to.deep.equal(['contact']);
    const asked = host().calls('GET', '/wp/v2/pages').at(-1)!.query;
    expect(asked.getAll('exclude[]')).to.deep.equal(['2']);
    expect(asked.get('per_page')).to.equal('10');
    await loadSuggestions(source, 'con');
    const searched = host().calls('GET', '/wp/v2/pages').at(-1)!.query;
    expect(searched.get('per_page')).to.equal('20');
    expect(searched.get('search')).to.equal('con');
  });

  it('creates a published template once while busy; the type made leaves step 1 at once', async () => {
    const templates = siteWithTemplates(host);
    // The host names a template `{theme}//{slug}`.
    host().on('POST', '/wp/v2/templates', ({ body }) => {
      const { slug, title } = body as { slug: string; title: string };
      const record = { id: `demo//${slug}`, slug, title: { raw: title, rendered: title } };
      templates.push(record);
      return json(record, 201);
    });
    openTemplateWizard();
    await allTasks();
    const date = $templateChoices.get().choices.find((choice) => choice.slug === 'date')!;
    const template = { slug: 'date', title: date.title, description: date.description };
    const [first, second] = await Promise.all([
      submitTemplate(template, true),
      submitTemplate(template, true),
    ]);
    expect(first).to.deep.include({
      status: 'created',
      route: { path: '/wp_template/demo//date', query: { canvas: 'edit' } },
    });
    expect(second.status).to.equal('refused');
    const posts = host().calls('POST', '/wp/v2/templates');
    expect(posts).to.have.length(1);
    expect(posts[0]!.body).to.deep.equal({
      description: date.description,
      slug: 'date',
      status: 'publish',
      title: date.title,
      is_wp_suggestion: true,
    });
    expect($templateWizard.get().open).to.equal(false);
    expect($templateChoices.get().choices.map((choice) => choice.slug)).not.to.include('date');
    expect($templateChoices.get().templates.map((t) => t.slug)).to.include('date');
  });

  it('closing resets to step 1', async () => {
    siteWithTemplates(host);
    openTemplateWizard();
    await allTasks();
    const custom = $templateChoices.get().choices.at(-1)!;
    chooseTemplateType(custom);
    expect($templateWizard.get().step).to.equal(3);
    closeTemplateWizard();
    openTemplateWizard();
    expect($templateWizard.get()).to.include({ open: true, step: 1 });
    await allTasks();
  });

  it('keeps the host’s failure to show, with the choices known before', async () => {
    siteWithTemplates(host);
    await loadTemplateChoices();
    host().on('GET', '/wp/v2/types', () =>
      json({ code: 'rest_forbidden', message: 'Not today.', data: { status: 403 } }, 403),
    );
    await loadTemplateChoices();
    expect($templateChoices.get()).to.include({ status: 'error', error: 'Not today.' });
    expect($templateChoices.get().choices.length).to.be.greaterThan(0);
  });
});
