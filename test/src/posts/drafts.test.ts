import { expect } from '@esm-bundle/chai';
import { ApiError } from '../../../src/api/error';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';
import {
  createdMessage,
  draftFailureMessage,
  draftRecord,
  duplicateTitle,
  slugFromTitle,
} from '../../../src/posts/drafts';

describe('drafting pages and posts', () => {
  afterEach(() => resetLocaleData());

  it('creates a draft with a slug from its title', () => {
    expect(draftRecord('About Us')).to.deep.equal({
      status: 'draft',
      title: 'About Us',
      slug: 'about-us',
    });
  });

  it('creates an untitled draft without a slug', () => {
    expect(draftRecord('')).to.deep.equal({ status: 'draft', title: '' });
    expect(draftRecord('   ')).to.deep.equal({ status: 'draft', title: '' });
    expect(draftRecord('!?')).to.deep.equal({ status: 'draft', title: '!?' });
  });

  it('starts from the post type block template', () => {
    const markup = '<!-- wp:heading --><h2 class="wp-block-heading">Menu</h2><!-- /wp:heading -->';
    expect(draftRecord('Lunch', markup)).to.deep.equal({
      status: 'draft',
      title: 'Lunch',
      slug: 'lunch',
      content: markup,
    });
    expect(draftRecord('Lunch', '')).not.to.have.property('content');
  });

  it('writes slugs the way WordPress sanitises plain titles', () => {
    expect(slugFromTitle("Don't   Stop: 2.0 / Beta!")).to.equal('dont-stop-2-0-beta');
    expect(slugFromTitle('  --Hello__World--  ')).to.equal('hello__world');
    expect(slugFromTitle('Tom &amp; Jerry — <b>Live</b>')).to.equal('tom-jerry-live');
    expect(slugFromTitle('Résumé für Straße')).to.equal('resume-fur-strasse');
    expect(slugFromTitle('Ærø Øresund Łódź')).to.equal('aero-oresund-lodz');
  });

  it('keeps letters of other scripts, lower-cased', () => {
    expect(slugFromTitle('Привет Мир')).to.equal('привет-мир');
    expect(slugFromTitle('東京 タワー')).to.equal('東京-タワー');
    expect(slugFromTitle('हिन्दी पृष्ठ')).to.equal('हिन्दी-पृष्ठ');
    expect(slugFromTitle('한국어')).to.equal('한국어');
  });

  it('names a duplicate after its original', () => {
    expect(duplicateTitle('Contact')).to.equal('Contact (Copy)');
    setLocaleData({ '%s (Copy)': ['%s (copie)'] });
    expect(duplicateTitle('Contact')).to.equal('Contact (copie)');
  });

  it('shows the host message when drafting fails', () => {
    const error = new ApiError('rest_cannot_create', 'Sorry, you are not allowed to create posts.');
    expect(draftFailureMessage(error)).to.equal('Sorry, you are not allowed to create posts.');
    expect(
      draftFailureMessage({ code: 'rest_invalid_param', message: 'Invalid parameter(s): slug' }),
    ).to.equal('Invalid parameter(s): slug');
  });

  it('falls back to a generic message for unknown or silent failures', () => {
    const generic = 'An error occurred while creating the item.';
    expect(draftFailureMessage(new ApiError('unknown_error', 'Internal'))).to.equal(generic);
    expect(draftFailureMessage(new ApiError('rest_error', ''))).to.equal(generic);
    expect(draftFailureMessage(undefined)).to.equal(generic);
  });

  it('announces the created item by title', () => {
    expect(createdMessage('Spring menu')).to.equal('"Spring menu" successfully created.');
    expect(createdMessage('')).to.equal('"(no title)" successfully created.');
  });
});
