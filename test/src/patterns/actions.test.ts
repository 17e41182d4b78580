import { expect } from '@esm-bundle/chai';
import {
  addMenuEntries,
  duplicatePatternRecord,
  eligibleActions,
  isEligible,
  PATTERN_ACTION_SUPPORTS_BULK,
  type PatternPermissions,
  patternActionLabel,
} from '../../../src/patterns';
import {
  customisedFooter,
  heroPattern,
  looseUserPattern,
  recipePattern,
  themeHeader,
  userPart,
} from './fixtures';

const all: PatternPermissions = { update: true, delete: true, create: true, isBlockTheme: true };
const labels = (item: Parameters<typeof eligibleActions>[0], permissions = all) =>
  eligibleActions(item, permissions).map(patternActionLabel);

describe('pattern actions', () => {
  it('gives a theme pattern no Edit, only Duplicate', () => {
    expect(isEligible('edit', heroPattern, all)).to.equal(false);
    expect(labels(heroPattern)).to.deep.equal(['Duplicate']);
  });

  it('gives a user pattern everything but Reset', () => {
    expect(labels(recipePattern)).to.deep.equal([
      'Edit',
      'Duplicate',
      'Rename',
      'Export as JSON',
      'Delete',
    ]);
  });

  it('gives a customised theme part Reset and no Delete', () => {
    expect(isEligible('reset', customisedFooter, all)).to.equal(true);
    expect(isEligible('delete', customisedFooter, all)).to.equal(false);
    expect(isEligible('rename', customisedFooter, all)).to.equal(false);
    expect(labels(customisedFooter)).to.deep.equal(['Edit', 'Duplicate', 'Reset']);
  });

  it('gives a theme part as the theme supplies it neither Reset nor Delete', () => {
    expect(labels(themeHeader)).to.deep.equal(['Edit', 'Duplicate']);
  });

  it('deletes and renames a part the user made', () => {
    expect(labels(userPart)).to.deep.equal(['Edit', 'Duplicate', 'Rename', 'Delete']);
  });

  it('resets a customised part whose original is known only by its source', () => {
    const fromPlugin = { ...customisedFooter, hasThemeFile: false, originalSource: 'plugin' };
    expect(isEligible('reset', fromPlugin, all)).to.equal(true);
    expect(isEligible('delete', fromPlugin, all)).to.equal(false);
  });

  it('offers nothing but Delete for a trashed pattern', () => {
    const trashed = { ...recipePattern, status: 'trash' };
    expect(labels(trashed)).to.deep.equal(['Delete']);
  });

  it("follows the item's own permissions: none known, none offered", () => {
    expect(labels(recipePattern, {})).to.deep.equal(['Edit', 'Export as JSON']);
    const readOnly = { ...all, update: false, delete: false };
    expect(labels(recipePattern, readOnly)).to.deep.equal(['Edit', 'Duplicate', 'Export as JSON']);
    expect(isEligible('reset', customisedFooter, { ...all, delete: false })).to.equal(false);
    expect(isEligible('duplicate', looseUserPattern, { ...all, create: false })).to.equal(false);
  });

  it('duplicates template parts only in a block theme', () => {
    expect(isEligible('duplicate', userPart, { ...all, isBlockTheme: false })).to.equal(false);
    expect(isEligible('duplicate', recipePattern, { ...all, isBlockTheme: false })).to.equal(true);
  });

  it('exports only user patterns', () => {
    expect(isEligible('export-json', looseUserPattern)).to.equal(true);
    expect(isEligible('export-json', heroPattern)).to.equal(false);
    expect(isEligible('export-json', userPart)).to.equal(false);
  });

  it('runs Delete, Reset and Export on a bulk selection, the rest on one item', () => {
    const bulk = Object.entries(PATTERN_ACTION_SUPPORTS_BULK)
      .filter(([, supports]) => supports)
      .map(([id]) => id);
    expect(bulk).to.deep.equal(['delete', 'reset', 'export-json']);
  });
});

describe('duplicating a pattern', () => {
  it("sends '{title} (Copy)', the content and the sync status, published", () => {
    expect(duplicatePatternRecord(looseUserPattern)).to.deep.equal({
      title: 'Loose (Copy)',
      content: '<p>loose</p>',
      status: 'publish',
      meta: { wp_pattern_sync_status: 'unsynced' },
    });
    expect(duplicatePatternRecord(recipePattern)).to.deep.equal({
      title: 'Recipe card (Copy)',
      content: recipePattern.content,
      status: 'publish',
      wp_pattern_category: [11],
    });
  });
});

describe('the add menu', () => {
  const labelsOf = (context: Parameters<typeof addMenuEntries>[0]) =>
    addMenuEntries(context).map((entry) => entry.label);

  it('offers a new pattern, a new template part and an import, with the post types’ labels', () => {
    expect(
      labelsOf({
        canCreatePattern: true,
        canCreateTemplatePart: true,
        isBlockTheme: true,
        addNewPatternLabel: 'Add Pattern',
        addNewTemplatePartLabel: 'Add New Template Part',
      }),
    ).to.deep.equal(['Add Pattern', 'Add New Template Part', 'Import pattern from JSON']);
  });

  it('offers no new template part outside a block theme', () => {
    expect(
      addMenuEntries({
        canCreatePattern: true,
        canCreateTemplatePart: true,
        isBlockTheme: false,
      }).map((entry) => entry.id),
    ).to.deep.equal(['new-pattern', 'import-json']);
  });

  it('offers no import without pattern creation, and is empty (hidden) when nothing is allowed', () => {
    expect(
      addMenuEntries({
        canCreatePattern: false,
        canCreateTemplatePart: true,
        isBlockTheme: true,
      }).map((entry) => entry.id),
    ).to.deep.equal(['new-template-part']);
    expect(
      addMenuEntries({ canCreatePattern: false, canCreateTemplatePart: false, isBlockTheme: true }),
    ).to.deep.equal([]);
    expect(
      addMenuEntries({
        canCreatePattern: undefined,
        canCreateTemplatePart: undefined,
        isBlockTheme: true,
      }),
      'while the host is asked',
    ).to.deep.equal([]);
  });
});
