import { expect } from '@esm-bundle/chai';
import { RELATIVE_DATE_MS, revisionDate } from '../../../src/style-revisions';

const now = Date.UTC(2024, 4, 1, 12, 0, 0);
const ago = (ms: number) => new Date(now - ms).toISOString();
const en = { locale: 'en-US', timeZone: 'UTC' };

describe('revisionDate', () => {
  it('says "now" under a minute, and for a clock slightly ahead', () => {
    expect(revisionDate(ago(0), now, en)).to.equal('now');
    expect(revisionDate(ago(59_000), now, en)).to.equal('now');
    expect(revisionDate(ago(-30_000), now, en)).to.equal('now');
  });

  it('counts minutes, then hours, under a day', () => {
    expect(revisionDate(ago(60_000), now, en)).to.equal('1 minute ago');
    expect(revisionDate(ago(5 * 60_000 + 30_000), now, en)).to.equal('5 minutes ago');
    expect(revisionDate(ago(3_600_000), now, en)).to.equal('1 hour ago');
    expect(revisionDate(ago(RELATIVE_DATE_MS - 1), now, en)).to.equal('23 hours ago');
  });

  it('shows the date and time from a day old', () => {
    expect(RELATIVE_DATE_MS).to.equal(86_400_000);
    expect(revisionDate(ago(RELATIVE_DATE_MS), now, en)).to.equal('Apr 30, 2024, 12:00 PM');
    expect(revisionDate('2023-12-24T18:30:00Z', new Date(now), en)).to.equal(
      'Dec 24, 2023, 6:30 PM',
    );
  });

  it('follows the locale and time zone asked for', () => {
    expect(revisionDate(ago(2 * 3_600_000), now, { locale: 'fr' })).to.equal('il y a 2 heures');
    expect(
      revisionDate('2023-12-24T18:30:00Z', now, { locale: 'en-US', timeZone: 'Asia/Tokyo' }),
    ).to.equal('Dec 25, 2023, 3:30 AM');
  });

  it('returns text that is not a date as it is', () => {
    expect(revisionDate('yesterday-ish', now, en)).to.equal('yesterday-ish');
  });
});
