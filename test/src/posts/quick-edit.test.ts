import { expect } from '@esm-bundle/chai';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';
import {
  QUICK_EDIT_STATUSES,
  parentChoices,
  quickEditChanges,
  statusLabel,
} from '../../../src/posts/quick-edit';

const NOW = new Date('2026-03-01T12:00:00');
const scheduled = { status: 'future', date: '2026-04-15T09:00:00', password: '' };

describe('quick edit', () => {
  afterEach(() => resetLocaleData());

  it('clears the date when a scheduled post is published before its date', () => {
    expect(quickEditChanges(scheduled, { status: 'publish' }, NOW)).to.deep.equal({
      status: 'publish',
      date: null,
    });
    expect(quickEditChanges(scheduled, { status: 'draft' }, NOW)).to.deep.equal({
      status: 'draft',
      date: null,
    });
  });

  it('keeps the date of a scheduled post whose date has passed', () => {
    const late = { ...scheduled, date: '2026-02-01T09:00:00' };
    expect(quickEditChanges(late, { status: 'publish' }, NOW)).to.deep.equal({
      status: 'publish',
    });
  });

  it('keeps the date when the post stays scheduled or was not scheduled', () => {
    expect(quickEditChanges(scheduled, { status: 'future' }, NOW)).to.deep.equal({
      status: 'future',
    });
    const draft = { status: 'draft', date: '2026-04-15T09:00:00' };
    expect(quickEditChanges(draft, { status: 'publish' }, NOW)).to.deep.equal({
      status: 'publish',
    });
  });

  it('reads the edited date when the edits carry one', () => {
    const past = quickEditChanges(
      scheduled,
      { status: 'publish', date: '2026-01-01T00:00:00' },
      NOW,
    );
    expect(past['date']).to.equal('2026-01-01T00:00:00');
  });

  it('clears the password when a post becomes private', () => {
    const protectedPost = { status: 'publish', date: '2025-01-01T00:00:00', password: 'hunter2' };
    expect(quickEditChanges(protectedPost, { status: 'private' }, NOW)).to.deep.equal({
      status: 'private',
      password: '',
    });
    expect(quickEditChanges(protectedPost, { status: 'draft' }, NOW)).to.deep.equal({
      status: 'draft',
    });
  });

  it('clears a password typed in the same edit when the post becomes private', () => {
    const open = { status: 'draft', password: '' };
    expect(quickEditChanges(open, { status: 'private', password: 'x' }, NOW)['password']).to.equal(
      '',
    );
    expect(quickEditChanges(open, { status: 'private' }, NOW)).to.deep.equal({
      status: 'private',
    });
  });

  it('applies both rules when a scheduled, protected post becomes private', () => {
    const record = { status: 'future', date: '2026-05-01T00:00:00', password: 'secret' };
    expect(quickEditChanges(record, { status: 'private' }, NOW)).to.deep.equal({
      status: 'private',
      date: null,
      password: '',
    });
  });

  it('passes other edits through unchanged', () => {
    const edits = { title: 'Spring menu', comment_status: 'closed' };
    expect(quickEditChanges(scheduled, edits, NOW)).to.deep.equal(edits);
    expect(quickEditChanges(scheduled, edits, NOW)).not.to.equal(edits);
  });

  it('offers every status but the trash', () => {
    expect(QUICK_EDIT_STATUSES.map((option) => [option.value, option.label])).to.deep.equal([
      ['publish', 'Published'],
      ['future', 'Scheduled'],
      ['draft', 'Draft'],
      ['pending', 'Pending'],
      ['private', 'Private'],
    ]);
  });

  it('names every status, and shows an unknown one as it is', () => {
    expect(statusLabel('trash')).to.equal('Trash');
    expect(statusLabel('future')).to.equal('Scheduled');
    expect(statusLabel('wc-on-hold')).to.equal('wc-on-hold');
  });

  it('translates the labels loaded after the module', () => {
    setLocaleData({ Scheduled: ['Planifié'] });
    expect(QUICK_EDIT_STATUSES[1]?.label).to.equal('Planifié');
    expect(statusLabel('future')).to.equal('Planifié');
  });

  describe('parent choices', () => {
    // 1 ─ 2 ─ 3 ─ 4, and 5 ─ 6 beside them.
    const pages = [
      { id: 1, parent: 0 },
      { id: 2, parent: 1 },
      { id: 3, parent: 2 },
      { id: 4, parent: 3 },
      { id: 5, parent: 0 },
      { id: 6, parent: 5 },
    ];
    const ids = (items: { id: number }[]) => items.map((item) => item.id);

    it('never offers the edited page itself nor any of its descendants', () => {
      expect(ids(parentChoices(pages, ['2']))).to.deep.equal([1, 5, 6]);
      expect(ids(parentChoices(pages, [1]))).to.deep.equal([5, 6]);
      expect(ids(parentChoices(pages, ['4']))).to.deep.equal([1, 2, 3, 5, 6]);
    });

    it('leaves out the branches of every edited page', () => {
      expect(ids(parentChoices(pages, ['3', '5']))).to.deep.equal([1, 2]);
    });

    it('offers every page when nothing it holds is edited, and survives a loop in the data', () => {
      expect(ids(parentChoices(pages, []))).to.deep.equal([1, 2, 3, 4, 5, 6]);
      const loop = [{ id: 7, parent: 8 }, { id: 8, parent: 7 }, { id: 9 }];
      expect(ids(parentChoices(loop, ['9']))).to.deep.equal([7, 8]);
      expect(ids(parentChoices(loop, ['7']))).to.deep.equal([9]);
    });
  });
});
