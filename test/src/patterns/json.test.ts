import { expect } from '@esm-bundle/chai';
import {
  importedMessage,
  parsePatternFile,
  patternFile,
  patternFileName,
  patternFileNames,
  patternFileText,
  userPatternItem,
} from '../../../src/patterns';
import { looseUserPattern, recipePattern } from './fixtures';

describe('exporting a pattern as JSON', () => {
  it("writes WordPress's pattern file", () => {
    expect(patternFile(looseUserPattern)).to.deep.equal({
      __file: 'wp_block',
      title: 'Loose',
      content: '<p>loose</p>',
      syncStatus: 'unsynced',
    });
    expect(patternFile(recipePattern).syncStatus, 'synced is the empty value').to.equal('');
    expect(patternFileText(looseUserPattern)).to.contain('\n  "__file": "wp_block",\n');
  });

  it('names the file after the title, safely', () => {
    expect(patternFileName(recipePattern)).to.equal('recipe-card.json');
    expect(patternFileName({ title: 'Crème brûlée / "best" <ever>?', name: '' })).to.equal(
      'creme-brulee-best.json',
    );
    expect(patternFileName({ title: '', name: 'my-slug' })).to.equal('my-slug.json');
    expect(patternFileName({ title: '***', name: '' })).to.equal('pattern.json');
  });

  it('gives each file of a bulk export its own name', () => {
    const names = patternFileNames([
      { title: 'Banner', name: 'a' },
      { title: 'Banner', name: 'b' },
      { title: 'banner', name: 'c' },
      { title: 'Other', name: 'd' },
    ]);
    expect(names).to.deep.equal(['banner.json', 'banner-1.json', 'banner-2.json', 'other.json']);
  });
});

describe('importing a pattern from JSON', () => {
  it('round-trips an exported pattern', () => {
    for (const pattern of [looseUserPattern, recipePattern]) {
      const parsed = parsePatternFile(patternFileName(pattern), patternFileText(pattern));
      expect(parsed.ok).to.equal(true);
      if (!parsed.ok) return;
      expect(parsed.title).to.equal(pattern.title);
      expect(parsed.syncStatus).to.equal(pattern.syncStatus);
      const reread = userPatternItem({
        id: 1,
        ...parsed.record,
        title: { raw: parsed.record.title },
      });
      expect(reread.syncStatus).to.equal(pattern.syncStatus);
      expect(reread.content).to.equal(pattern.content);
    }
  });

  it('sends the title, content, status publish, sync status and the chosen category', () => {
    const parsed = parsePatternFile('card.json', patternFileText(looseUserPattern), [7]);
    expect(parsed).to.deep.equal({
      ok: true,
      title: 'Loose',
      syncStatus: 'unsynced',
      record: {
        title: 'Loose',
        content: '<p>loose</p>',
        status: 'publish',
        meta: { wp_pattern_sync_status: 'unsynced' },
        wp_pattern_category: [7],
      },
    });
  });

  it('reads a file without a sync status as synced', () => {
    const text = JSON.stringify({ __file: 'wp_block', title: ' Hi ', content: '<p>hi</p>' });
    const parsed = parsePatternFile('hi.JSON', text);
    expect(parsed).to.deep.include({ ok: true, title: 'Hi', syncStatus: 'fully' });
    if (parsed.ok) expect(parsed.record).to.not.have.property('meta');
  });

  it("refuses invalid JSON with 'Invalid JSON file'", () => {
    expect(parsePatternFile('broken.json', '{"__file": ')).to.deep.equal({
      ok: false,
      message: 'Invalid JSON file',
    });
  });

  it('accepts only .json files', () => {
    const text = patternFileText(recipePattern);
    expect(parsePatternFile('pattern.txt', text)).to.deep.equal({
      ok: false,
      message: 'Invalid JSON file',
    });
  });

  it("refuses JSON that is not a pattern with 'Invalid pattern JSON file'", () => {
    const notPatterns = [
      { __file: 'wp_template', title: 'T', content: '<p/>' },
      { title: 'No marker', content: '<p/>' },
      { __file: 'wp_block', title: '', content: '<p/>' },
      { __file: 'wp_block', title: '   ', content: '<p/>' },
      { __file: 'wp_block', title: 'No content', content: '' },
      { __file: 'wp_block', title: 7, content: '<p/>' },
      { __file: 'wp_block', title: 'Bad sync', content: '<p/>', syncStatus: 1 },
      [{ __file: 'wp_block', title: 'In an array', content: '<p/>' }],
      null,
      'a string',
    ];
    for (const value of notPatterns) {
      expect(
        parsePatternFile('x.json', JSON.stringify(value)),
        JSON.stringify(value),
      ).to.deep.equal({
        ok: false,
        message: 'Invalid pattern JSON file',
      });
    }
  });

  it('says what was imported', () => {
    expect(importedMessage('Loose')).to.equal('Imported "Loose" from JSON.');
  });
});
