import { expect } from '@esm-bundle/chai';
import { allTasks } from 'nanostores';
import { SEARCH_DEBOUNCE_MS } from '../../../src/commands';
import { $commandSearch, closeCommandSearch, searchCommands } from '../../../src/stores/commands';
import { json, useFakeHost } from '../api/fake-host';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const afterDebounce = async () => {
  await pause(SEARCH_DEBOUNCE_MS + 30);
  await allTasks();
};
const found = () => $commandSearch.get().results.map((r) => `${r.kind} ${r.id} ${r.title}`);

describe('the command palette search store', () => {
  const host = useFakeHost();
  afterEach(() => closeCommandSearch());

  it('asks the host once per kind after the pause in typing, and lists what it found by kind', async () => {
    host().on('GET', '/wp/v2/pages', ({ query }) =>
      json([{ id: 5, title: { rendered: `${query.get('search')} &amp; co` } }]),
    );
    host().on('GET', '/wp/v2/posts', () => json([]));
    host().on('GET', '/wp/v2/templates', () =>
      json([
        { id: 'm//about', slug: 'page-about', title: { rendered: 'About page' } },
        { id: 'm//index', slug: 'index', title: { rendered: 'Index' } },
      ]),
    );
    searchCommands('ab', ['page', 'post', 'wp_template']);
    searchCommands('abo', ['page', 'post', 'wp_template']);
    searchCommands('about', ['page', 'post', 'wp_template']);
    expect($commandSearch.get().status).to.equal('waiting');
    await pause(SEARCH_DEBOUNCE_MS / 2);
    expect(host().requests).to.have.length(0);
    await afterDebounce();
    // One request per kind for the last term only: the typing before it asked nothing.
    expect(host().calls('GET', '/wp/v2/pages')).to.have.length(1);
    const asked = host().calls('GET', '/wp/v2/pages')[0]!.query;
    expect(asked.get('search')).to.equal('about');
    expect(asked.get('per_page')).to.equal('10');
    expect(asked.get('orderby')).to.equal('relevance');
    expect(host().calls('GET', '/wp/v2/templates')[0]!.query.get('search')).to.equal(null);
    expect(found()).to.deep.equal(['page 5 about & co', 'wp_template m//about About page']);
    expect($commandSearch.get().status).to.equal('done');

    // The templates are read once per opening: the next term filters the same list.
    searchCommands('index', ['page', 'post', 'wp_template']);
    await afterDebounce();
    expect(host().calls('GET', '/wp/v2/templates')).to.have.length(1);
    expect(found()).to.deep.equal(['page 5 index & co', 'wp_template m//index Index']);
  });

  it('never shows an older answer over a newer one', async () => {
    let answerFirst: () => void = () => {};
    host().on('GET', '/wp/v2/pages', ({ query }) => {
      const term = query.get('search');
      const answer = json([{ id: term === 'old' ? 1 : 2, title: { rendered: String(term) } }]);
      return term === 'old'
        ? new Promise<Response>((resolve) => {
            answerFirst = () => resolve(answer);
          })
        : answer;
    });
    searchCommands('old', ['page']);
    await pause(SEARCH_DEBOUNCE_MS + 30);
    expect($commandSearch.get().status).to.equal('searching');
    searchCommands('new', ['page']);
    await afterDebounce();
    answerFirst();
    await pause(20);
    await allTasks();
    expect(found()).to.deep.equal(['page 2 new']);
    expect($commandSearch.get().input).to.equal('new');
  });

  it('shows what answered when one kind fails, and says some results are missing', async () => {
    host().on('GET', '/wp/v2/pages', () => json([{ id: 9, title: { rendered: 'Team' } }]));
    host().on('GET', '/wp/v2/blocks', () =>
      json({ code: 'internal_server_error', message: 'Boom' }, 500),
    );
    searchCommands('team', ['page', 'wp_block']);
    await afterDebounce();
    expect(found()).to.deep.equal(['page 9 Team']);
    expect($commandSearch.get().failed).to.equal(true);
  });

  it('asks nothing for an empty term, or when the user may find nothing', async () => {
    searchCommands('   ', ['page']);
    searchCommands('team', []);
    await afterDebounce();
    expect(host().requests).to.have.length(0);
    expect($commandSearch.get().status).to.equal('idle');
  });
});
