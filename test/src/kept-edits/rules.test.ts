import { expect } from '@esm-bundle/chai';
import { changedRecords, isHostOutage, keptEditsScope } from '../../../src/kept-edits';

describe('keptEditsScope', () => {
  const page = 'https://example.org/wp-admin/site-editor.php?p=/page';

  it('tells two users of one site apart', () => {
    expect(keptEditsScope('/wp-json/', page, 1)).not.to.equal(keptEditsScope('/wp-json/', page, 2));
  });

  it('tells two sites on one origin apart by their REST roots', () => {
    expect(keptEditsScope('/blog/wp-json/', page, 1)).not.to.equal(
      keptEditsScope('/shop/wp-json/', page, 1),
    );
  });

  it('is the same for a root written relative or absolute', () => {
    expect(keptEditsScope('/wp-json/', page, 1)).to.equal(
      keptEditsScope('https://example.org/wp-json/', page, 1),
    );
  });
});

describe('changedRecords', () => {
  it('writes records whose edits are new or changed, and removes those left without edits', () => {
    const kept = { title: 'Kept' };
    const previous = { a: kept, b: { title: 'Old' }, c: { status: 'draft' } };
    const next = { a: kept, b: { title: 'New' }, d: { slug: 'new' } };
    expect(changedRecords(previous, next)).to.deep.equal({ write: ['b', 'd'], remove: ['c'] });
  });

  it('finds nothing to do when nothing changed', () => {
    const same = { a: { title: 'A' } };
    expect(changedRecords(same, { ...same })).to.deep.equal({ write: [], remove: [] });
  });
});

describe('isHostOutage', () => {
  it('is a failure without an answer (network down, connection dropped)', () => {
    expect(isHostOutage({ code: 'fetch_error' })).to.equal(true);
  });

  it('is a server error', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(isHostOutage({ code: 'invalid_json', status }), String(status)).to.equal(true);
    }
  });

  it('is not a refusal: the host answered and said no', () => {
    for (const status of [400, 401, 403, 404, 409]) {
      expect(isHostOutage({ code: 'rest_forbidden', status }), String(status)).to.equal(false);
    }
    expect(isHostOutage({ code: 'unknown_error' })).to.equal(false);
  });
});
