import { expect } from '@esm-bundle/chai';
import {
  createFingerprint,
  isHostOutage,
  mayHaveLanded,
  SAVE_PROBE_FIRST_MS,
  SAVE_PROBE_LONGEST_MS,
  saveProbePause,
} from '../../../src/kept-edits';
import { isLandedCreate } from '../../../src/kept-edits/landed';

describe('saveProbePause', () => {
  it('asks the host after 1 s, then twice as long each time, at most 15 s apart', () => {
    const pauses = Array.from({ length: 7 }, (_, attempt) => saveProbePause(attempt));
    expect(pauses).to.deep.equal([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    expect(saveProbePause(0)).to.equal(SAVE_PROBE_FIRST_MS);
    expect(saveProbePause(100)).to.equal(SAVE_PROBE_LONGEST_MS);
  });
});

describe('isHostOutage and the session', () => {
  it('keeps a save refused because the session ended waiting, as a host outage', () => {
    expect(isHostOutage({ code: 'session_ended', status: 401 })).to.equal(true);
    expect(isHostOutage({ code: 'rest_cannot_edit', status: 403 })).to.equal(false);
  });
});

describe('mayHaveLanded', () => {
  it('doubts a create that got no answer, a server error or a timeout', () => {
    expect(mayHaveLanded({ code: 'fetch_error' })).to.equal(true);
    expect(mayHaveLanded({ code: 'internal_server_error', status: 500 })).to.equal(true);
    expect(mayHaveLanded({ code: 'invalid_json', status: 502 })).to.equal(true);
    expect(mayHaveLanded({ code: 'timeout', status: 408 })).to.equal(true);
  });

  it('trusts a refusal: nothing was made', () => {
    for (const status of [400, 401, 403, 404, 409]) {
      expect(mayHaveLanded({ code: 'rest_invalid_param', status }), String(status)).to.equal(false);
    }
  });
});

describe('createFingerprint', () => {
  it('is the same for the same fields in any order, and differs by type or value', () => {
    const a = createFingerprint('postType', 'page', { title: 'A', status: 'draft' });
    expect(createFingerprint('postType', 'page', { status: 'draft', title: 'A' })).to.equal(a);
    expect(createFingerprint('postType', 'post', { title: 'A', status: 'draft' })).not.to.equal(a);
    expect(createFingerprint('postType', 'page', { title: 'B', status: 'draft' })).not.to.equal(a);
  });
});

describe('isLandedCreate', () => {
  const sentAt = Date.parse('2026-12-02T10:00:00Z');
  const page = (fields: Record<string, unknown>) => ({
    id: 7,
    title: { raw: 'About us', rendered: 'About us' },
    slug: 'about-us',
    status: 'draft',
    modified_gmt: '2026-12-02T10:00:01',
    ...fields,
  });
  const body = { title: 'About us', slug: 'about-us', status: 'draft' };

  it('finds the record written since the create was sent, with the fields it sent', () => {
    expect(isLandedCreate(page({}), body, sentAt)).to.equal(true);
  });

  it('finds it under the slug the host made unique', () => {
    expect(isLandedCreate(page({ slug: 'about-us-2' }), body, sentAt)).to.equal(true);
    expect(isLandedCreate(page({ slug: 'about-usual' }), body, sentAt)).to.equal(false);
  });

  it('leaves a record written before the create alone, however alike', () => {
    expect(isLandedCreate(page({ modified_gmt: '2026-12-02T09:50:00' }), body, sentAt)).to.equal(
      false,
    );
  });

  it('tolerates a host clock a little behind the browser’s view of it', () => {
    expect(isLandedCreate(page({ modified_gmt: '2026-12-02T09:59:59' }), body, sentAt)).to.equal(
      true,
    );
  });

  it('leaves a record with another title or status alone', () => {
    expect(isLandedCreate(page({ title: { raw: 'About them' } }), body, sentAt)).to.equal(false);
    expect(isLandedCreate(page({ status: 'publish' }), body, sentAt)).to.equal(false);
  });

  it('takes an untitled create for an untitled record only', () => {
    const untitled = { status: 'draft' };
    expect(isLandedCreate(page({ title: { raw: '' } }), untitled, sentAt)).to.equal(true);
    expect(isLandedCreate(page({}), untitled, sentAt)).to.equal(false);
  });

  it('knows a template (no GMT dates) by its exact slug', () => {
    const template = { id: 'theme//single-book', slug: 'single-book', title: { raw: 'Book' } };
    const sent = { slug: 'single-book', title: 'Book' };
    expect(isLandedCreate(template, sent, sentAt)).to.equal(true);
    expect(isLandedCreate({ ...template, slug: 'single-book-2' }, sent, sentAt)).to.equal(false);
  });
});
