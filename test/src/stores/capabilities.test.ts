import { expect } from '@esm-bundle/chai';
import { allTasks, cleanStores } from 'nanostores';
import { configureApiClient } from '../../../src/api';
import {
  $canUser,
  $currentUser,
  $hasCapability,
  canEditCss,
  canUser,
  hasCapability,
  resetCurrentUser,
  resetPermissions,
} from '../../../src/stores';
import { FakeHost, json } from '../api/fake-host';

describe('permissions', () => {
  let host: FakeHost;
  beforeEach(() => {
    host = new FakeHost();
    configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
    resetPermissions();
    resetCurrentUser();
  });

  it('reads what the user may do from the Allow header, asking once per resource', async () => {
    host.collection('/wp/v2/blocks', [{ id: 4 }], { allow: 'GET' });
    host.collection('/wp/v2/media', [], { allow: 'GET, POST' });
    expect(await canUser('create', { kind: 'postType', name: 'wp_block' })).to.equal(false);
    expect(await canUser('read', { kind: 'postType', name: 'wp_block' })).to.equal(true);
    expect(await canUser('create', 'media')).to.equal(true);
    expect(host.requests.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
      'OPTIONS /wp/v2/blocks',
      'OPTIONS /wp/v2/media',
    ]);
  });

  it('asks about one record by its id', async () => {
    host.on(
      'OPTIONS',
      '/wp/v2/font-families/:id',
      ({ params }) =>
        new Response(null, { headers: { Allow: params.id === '3' ? 'GET, PUT, DELETE' : 'GET' } }),
    );
    const family = (id: number) => ({ kind: 'postType', name: 'wp_font_family', id });
    expect(await canUser('delete', family(3))).to.equal(true);
    expect(await canUser('delete', family(4))).to.equal(false);
  });

  it('is undefined while asking, then the answer; a refused OPTIONS means no', async () => {
    host.collection('/wp/v2/pages', [], { allow: 'GET, POST' });
    const $canCreatePages = $canUser('create', { kind: 'postType', name: 'page' });
    const $canCreateParts = $canUser('create', { kind: 'postType', name: 'wp_template_part' });
    const stop = [$canCreatePages.listen(() => {}), $canCreateParts.listen(() => {})];
    expect($canCreatePages.get()).to.equal(undefined);
    await allTasks();
    expect($canCreatePages.get()).to.equal(true);
    expect($canCreateParts.get()).to.equal(false);
    for (const unbind of stop) unbind();
    cleanStores($canCreatePages, $canCreateParts);
  });

  it('reads capabilities from the current user', async () => {
    host.on('GET', '/wp/v2/users/me', ({ query }) =>
      json({
        id: 1,
        name: 'Admin',
        avatar_urls: { 48: '/a.png' },
        capabilities: { edit_theme_options: query.get('context') === 'edit' },
      }),
    );
    expect(hasCapability('edit_theme_options')).to.equal(undefined);
    const $canDesign = $hasCapability('edit_theme_options');
    const unbind = $canDesign.listen(() => {});
    await allTasks();
    expect($canDesign.get()).to.equal(true);
    expect(hasCapability('edit_theme_options')).to.equal(true);
    expect(hasCapability('manage_network')).to.equal(false);
    expect($currentUser.get()?.name).to.equal('Admin');
    expect(host.calls('GET', '/wp/v2/users/me')).to.have.length(1);
    unbind();
    cleanStores($canDesign);
  });

  it('offers Additional CSS only when the styles record links the edit-css action', () => {
    const link = [{ href: '/wp-json/wp/v2/global-styles/7' }];
    expect(canEditCss({ _links: { 'wp:action-edit-css': link } })).to.equal(true);
    expect(canEditCss({ _links: {} })).to.equal(false);
    expect(canEditCss(undefined)).to.equal(false);
  });
});
