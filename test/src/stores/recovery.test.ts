// Recovery (issue 30): a save waiting for the host goes once the host answers one of the asks
// made while it waits (no other request needed); a save refused because the session ended waits
// for the user to log in again, with the offer to do so; a create whose answer was lost is found
// and adopted when tried again, not made twice. The real stores against a fake host.
import { expect } from '@esm-bundle/chai';
import { allTasks } from 'nanostores';
import { $sessionEnded, configureApiClient } from '../../../src/api';
import {
  $notices,
  clearEntityCache,
  editEntityRecord,
  entityRecord,
  loadEntityRecord,
  queuedSaveCount,
  removeAllNotices,
  saveEditedEntityRecord,
  saveEntityRecord,
} from '../../../src/stores';
import { watchSession } from '../../../src/stores/session';
import { SESSION_NOTICE_ID } from '../../../src/stores/session-offer';
import { FakeHost, type FakeRecord, json, wpError } from '../api/fake-host';

const page = (id: number, title: string): FakeRecord => ({
  id,
  title: { raw: title, rendered: title },
  status: 'draft',
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  modified_gmt: new Date().toISOString().slice(0, 19),
});

/** Waits for `condition`, up to `ms` (the first ask comes after 1 s). */
async function until(condition: () => boolean, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('recovery', () => {
  let host: FakeHost;
  let pages: FakeRecord[];

  before(() => watchSession());

  beforeEach(() => {
    host = new FakeHost();
    pages = [page(1, 'About')];
    host.collection('/wp/v2/pages', pages);
    host.on('GET', '/', () => json({ name: 'Site' }));
    configureApiClient({ root: '/wp-json/', nonce: 'n', nonceEndpoint: '', fetch: host.fetch });
    $sessionEnded.set(false);
    clearEntityCache();
    removeAllNotices();
  });

  afterEach(async () => {
    host.offline = false;
    await until(() => queuedSaveCount() === 0).catch(() => {});
    await allTasks();
    $sessionEnded.set(false);
  });

  it('sends a waiting save once the host answers an ask, with nothing else asking it', async () => {
    await loadEntityRecord('postType', 'page', 1);
    editEntityRecord('postType', 'page', 1, { title: 'About us' });
    host.offline = true;
    await saveEditedEntityRecord('postType', 'page', 1).catch(() => {});
    expect(queuedSaveCount()).to.equal(1);

    host.offline = false;
    await until(
      () => queuedSaveCount() === 0 && !entityRecord('postType', 'page', 1).get().isDirty,
    );
    expect(pages[0]?.title).to.deep.equal({ raw: 'About us', rendered: 'About us' });
    // The ask is a light read of the REST root.
    const asks = host.calls('GET', '/');
    expect(asks.length).to.be.greaterThan(0);
    expect(asks[0]?.query.get('_fields')).to.equal('name');
  });

  it('holds a save refused for a session that ended, offers to log in, and sends it after', async () => {
    let loggedIn = true;
    host.on('GET', '/wp-admin/admin-ajax.php', () =>
      loggedIn ? new Response('again') : new Response('0', { status: 400 }),
    );
    host.on('PUT', '/wp/v2/pages/1', ({ headers, body }) => {
      if (!loggedIn) return wpError('rest_cannot_edit', 'Sorry, you are not allowed.', 401);
      expect(headers.get('X-WP-Nonce')).to.equal('again');
      Object.assign(pages[0]!, { title: { raw: (body as FakeRecord).title, rendered: '' } });
      return json(pages[0]);
    });
    await loadEntityRecord('postType', 'page', 1);
    editEntityRecord('postType', 'page', 1, { title: 'Kept while logged out' });
    loggedIn = false;
    const error = await saveEditedEntityRecord('postType', 'page', 1).catch((e: Error) => e);
    expect((error as Error).message).to.contain('You have been logged out.');
    expect(queuedSaveCount()).to.equal(1);
    // The offer is a chunk of its own, loaded now.
    await until(() => $notices.get().some((n) => n.id === SESSION_NOTICE_ID));
    const notice = $notices.get().find((n) => n.id === SESSION_NOTICE_ID);
    expect(notice?.content).to.contain('You have been logged out.');
    expect(notice?.actions.map((action) => action.label)).to.deep.equal(['Log in']);
    expect(entityRecord('postType', 'page', 1).get().edited?.title).to.equal(
      'Kept while logged out',
    );

    // Logged in elsewhere; back on the page.
    loggedIn = true;
    window.dispatchEvent(new Event('focus'));
    await until(
      () => queuedSaveCount() === 0 && !entityRecord('postType', 'page', 1).get().isDirty,
    );
    expect((pages[0]!.title as { raw: string }).raw).to.equal('Kept while logged out');
    expect($notices.get().some((n) => n.id === SESSION_NOTICE_ID)).to.equal(false);
  });

  it('adopts the record a create made when its answer was lost, instead of a second', async () => {
    let answersLost = true;
    host.on('POST', '/wp/v2/pages', ({ body }) => {
      const record = page(pages.length + 1, String((body as FakeRecord).title));
      pages.push(record);
      return answersLost ? Promise.reject(new TypeError('Failed to fetch')) : json(record, 201);
    });
    const draft = { title: 'Contact', slug: 'contact', status: 'draft' };
    const first = await saveEntityRecord('postType', 'page', draft).catch((e: Error) => e);
    expect((first as Error).message).to.equal('You are probably offline.');
    expect(pages).to.have.length(2);

    answersLost = false;
    const saved = await saveEntityRecord<{ id: number }>('postType', 'page', draft);
    expect(saved.id).to.equal(2);
    expect(pages).to.have.length(2);
    expect(host.calls('POST', '/wp/v2/pages')).to.have.length(1);

    // Made and answered: the same fields again are a new page.
    await saveEntityRecord('postType', 'page', draft);
    expect(pages).to.have.length(3);
  });

  it('adopts a template a lost create made, known by its slug among the whole list', async () => {
    const templates: FakeRecord[] = [
      { id: 'theme//index', slug: 'index', title: { raw: 'Index' }, status: 'publish' },
    ];
    host.on('GET', '/wp/v2/templates', ({ query }) => {
      expect(query.get('context')).to.equal('edit');
      return json(templates);
    });
    host.on('POST', '/wp/v2/templates', ({ body }) => {
      const { slug, title } = body as { slug: string; title: string };
      templates.push({ id: `theme//${slug}`, slug, title: { raw: title }, status: 'publish' });
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const template = { slug: 'single-book', title: 'Book', status: 'publish', content: '' };
    await saveEntityRecord('postType', 'wp_template', template).catch(() => {});
    const saved = await saveEntityRecord<{ id: string }>('postType', 'wp_template', template);
    expect(saved.id).to.equal('theme//single-book');
    expect(host.calls('POST', '/wp/v2/templates')).to.have.length(1);
    expect(templates).to.have.length(2);
  });

  it('sends a create again when the lost one never reached the host', async () => {
    host.offline = true;
    const draft = { title: 'Team', slug: 'team', status: 'draft' };
    await saveEntityRecord('postType', 'page', draft).catch(() => {});
    host.offline = false;
    const saved = await saveEntityRecord<{ id: number }>('postType', 'page', draft);
    expect(saved.id).to.equal(2);
    expect(pages.map((p) => (p.title as { raw: string }).raw)).to.deep.equal(['About', 'Team']);
  });
});
