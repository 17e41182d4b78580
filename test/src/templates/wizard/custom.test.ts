import { expect } from '@esm-bundle/chai';
import { resetLocaleData, setLocaleData } from '../../../../src/i18n/translate';
import {
  checkCustomTemplate,
  customTemplateForm,
  customTemplateSlug,
  dashedName,
} from '../../../../src/templates/wizard';
import { slugs } from './fixtures';

describe('Add template wizard, step 3: custom template', () => {
  afterEach(() => resetLocaleData());

  it('starts with an empty Name whose placeholder is the default name', () => {
    expect(customTemplateForm()).to.include({
      name: '',
      label: 'Name',
      placeholder: 'Custom Template',
      submitLabel: 'Create',
    });
  });

  it('dashes and folds the name into the slug', () => {
    expect(customTemplateSlug('Landing Page é')).to.equal('wp-custom-template-landing-page-e');
    expect(customTemplateSlug('Post with sidebar')).to.equal(
      'wp-custom-template-post-with-sidebar',
    );
    expect(customTemplateSlug('  Über   Straße!! ')).to.equal('wp-custom-template-uber-strasse');
    expect(dashedName('PostWithSidebar')).to.equal('post-with-sidebar');
    expect(dashedName('wide_layout 2')).to.equal('wide-layout-2');
  });

  it('names an unnamed template Custom Template', () => {
    for (const name of ['', '   ']) {
      const check = checkCustomTemplate(name, []);
      expect(check).to.deep.equal({
        ok: true,
        template: {
          slug: 'wp-custom-template-custom-template',
          title: 'Custom Template',
          description: '',
        },
      });
    }
  });

  it('keeps the trimmed name as the title', () => {
    const check = checkCustomTemplate('  Landing Page é ', []);
    expect(check.template).to.deep.equal({
      slug: 'wp-custom-template-landing-page-e',
      title: 'Landing Page é',
      description: '',
    });
  });

  it('gives names without Latin letters distinct slugs of ASCII only', () => {
    const a = customTemplateSlug('Главная');
    const b = customTemplateSlug('Контакты');
    expect(a).to.match(/^wp-custom-template-[a-z0-9]+$/);
    expect(b).to.match(/^wp-custom-template-[a-z0-9]+$/);
    expect(a).not.to.equal(b);
    expect(customTemplateSlug('Главная')).to.equal(a);
  });

  it('refuses a slug an existing template has', () => {
    const check = checkCustomTemplate(
      'Landing page',
      slugs('index', 'wp-custom-template-landing-page'),
    );
    expect(check.ok).to.equal(false);
    expect(check).to.have.property('error', 'A template with this slug already exists.');
    expect(
      checkCustomTemplate('Landing page 2', slugs('wp-custom-template-landing-page')).ok,
    ).to.equal(true);
  });

  it('uses the translated default name', () => {
    setLocaleData({ 'Custom Template': ['Modèle personnalisé'] });
    expect(checkCustomTemplate('', []).template).to.deep.equal({
      slug: 'wp-custom-template-modele-personnalise',
      title: 'Modèle personnalisé',
      description: '',
    });
  });
});
