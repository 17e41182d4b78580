import { expect } from '@esm-bundle/chai';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';
import {
  authorsToLoad,
  type HostAuthor,
  type HostStyleRevision,
  isApplied,
  previousRevision,
  REVISIONS_PER_PAGE,
  revisionApply,
  revisionList,
  revisionPage,
  revisionPageCount,
  revisionPageOf,
  revisionPagePath,
  type StyleRevision,
} from '../../../src/style-revisions';

const authors: HostAuthor[] = [
  {
    id: 1,
    name: 'Ada',
    avatar_urls: { '24': 'https://x.test/ada-24', '48': 'https://x.test/ada-48' },
  },
  { id: 2, name: 'Grace' },
];

/** Host revisions newest first: id 100 + n, saved a minute apart. */
function hostRevisions(count: number): HostStyleRevision[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 100 + count - index,
    author: index % 2 === 0 ? 1 : 2,
    date: `2024-05-01T10:${String(59 - index).padStart(2, '0')}:00`,
    date_gmt: `2024-05-01T08:${String(59 - index).padStart(2, '0')}:00`,
    modified: `2024-05-01T10:${String(59 - index).padStart(2, '0')}:00`,
    modified_gmt: `2024-05-01T08:${String(59 - index).padStart(2, '0')}:00`,
    parent: 7,
    styles: { color: { text: `#00000${index % 10}` } },
    settings: {},
  }));
}

const ids = (revisions: StyleRevision[]) => revisions.map((revision) => revision.id);

describe('revisionList', () => {
  it('lists the saved revisions newest first, the newest marked latest, then Reset to defaults', () => {
    const list = revisionList(hostRevisions(3), authors, undefined);
    expect(ids(list)).to.deep.equal([103, 102, 101, 'parent']);
    expect(list.map((revision) => revision.isLatest)).to.deep.equal([true, false, false, false]);
    expect(list.at(-1)).to.deep.equal({
      id: 'parent',
      styles: {},
      settings: {},
      isLatest: false,
    });
  });

  it('names each author with their 48 px avatar, and leaves out an unknown one', () => {
    const list = revisionList(
      [...hostRevisions(2), { id: 5, author: 99, styles: {}, settings: {} }],
      authors,
      undefined,
    );
    expect(list[0]!.author).to.deep.equal({
      id: 1,
      name: 'Ada',
      avatarUrl: 'https://x.test/ada-48',
    });
    expect(list[1]!.author).to.deep.equal({ id: 2, name: 'Grace' });
    expect(list[2]).to.not.have.property('author');
  });

  it('dates a revision in UTC from modified_gmt, so "5 minutes ago" is true anywhere', () => {
    const [latest] = revisionList(hostRevisions(1), authors, undefined);
    expect(latest!.modified).to.equal('2024-05-01T08:59:00Z');
    const [local] = revisionList([{ id: 1, modified: '2024-05-01T10:00:00' }], [], undefined);
    expect(local!.modified).to.equal('2024-05-01T10:00:00');
  });

  it('puts the unsaved edits first, by the current user, when there are edits', () => {
    const list = revisionList(hostRevisions(2), authors, {
      styles: { color: { text: '#ff0000' } },
      settings: {},
      author: { id: 2, name: 'Grace', avatar_urls: { '48': 'https://x.test/grace-48' } },
    });
    expect(ids(list)).to.deep.equal(['unsaved', 102, 101, 'parent']);
    expect(list[0]).to.deep.equal({
      id: 'unsaved',
      author: { id: 2, name: 'Grace', avatarUrl: 'https://x.test/grace-48' },
      styles: { color: { text: '#ff0000' } },
      settings: {},
      isLatest: false,
    });
    expect(list[1]!.isLatest).to.equal(true);
  });

  it('looks the unsaved author up by id too', () => {
    const list = revisionList(hostRevisions(1), authors, { styles: { css: 'p{}' }, author: 1 });
    expect(list[0]!.author?.name).to.equal('Ada');
  });

  it('has no unsaved entry without edits, or when the edits equal the latest save', () => {
    const host = hostRevisions(2);
    expect(ids(revisionList(host, authors, undefined))).to.deep.equal([102, 101, 'parent']);
    const same = revisionList(host, authors, {
      styles: { color: { text: '#000000' }, blocks: {} },
      settings: { color: {} },
    });
    expect(ids(same)).to.deep.equal([102, 101, 'parent']);
  });

  it('without saved revisions, offers the edits and Reset to defaults', () => {
    expect(ids(revisionList([], authors, { styles: { css: 'p{}' } }))).to.deep.equal([
      'unsaved',
      'parent',
    ]);
    expect(ids(revisionList([], authors, { styles: {} }))).to.deep.equal(['parent']);
  });
});

describe('revision pages', () => {
  const list = revisionList(hostRevisions(25), authors, { styles: { css: 'p{}' } });

  it('pages 25 revisions 10, 10 and 5, unsaved on top of the first, Reset to defaults last', () => {
    expect(REVISIONS_PER_PAGE).to.equal(10);
    expect(revisionPageCount(list)).to.equal(3);
    const [first, second, third] = [1, 2, 3].map((page) => revisionPage(list, page));
    expect(ids(first!)).to.deep.equal([
      'unsaved',
      125,
      124,
      123,
      122,
      121,
      120,
      119,
      118,
      117,
      116,
    ]);
    expect(ids(second!)).to.deep.equal([115, 114, 113, 112, 111, 110, 109, 108, 107, 106]);
    expect(ids(third!)).to.deep.equal([105, 104, 103, 102, 101, 'parent']);
  });

  it('shows every revision exactly once across the pages', () => {
    const shown = [1, 2, 3].flatMap((page) => ids(revisionPage(list, page)));
    expect(shown).to.deep.equal(ids(list));
  });

  it('keeps a page out of range on the nearest page', () => {
    expect(ids(revisionPage(list, 0))).to.deep.equal(ids(revisionPage(list, 1)));
    expect(ids(revisionPage(list, 9))).to.deep.equal(ids(revisionPage(list, 3)));
  });

  it('pages by another size', () => {
    expect(revisionPageCount(list, 20)).to.equal(2);
    expect(revisionPage(list, 2, 20).map((revision) => revision.id)).to.have.length(6);
  });

  it('has one page with both special entries when few revisions exist', () => {
    const short = revisionList(hostRevisions(4), authors, { styles: { css: 'p{}' } });
    expect(revisionPageCount(short)).to.equal(1);
    expect(ids(revisionPage(short, 1))).to.deep.equal(['unsaved', 104, 103, 102, 101, 'parent']);
    expect(revisionPageCount(revisionList([], authors, undefined))).to.equal(1);
  });

  it('finds the page a revision is on', () => {
    expect(revisionPageOf(list, 'unsaved')).to.equal(1);
    expect(revisionPageOf(list, 116)).to.equal(1);
    expect(revisionPageOf(list, 115)).to.equal(2);
    expect(revisionPageOf(list, 'parent')).to.equal(3);
  });

  it('compares each revision with the one before it, across page ends', () => {
    expect(previousRevision(list, 'unsaved')?.id).to.equal(125);
    expect(previousRevision(list, 116)?.id).to.equal(115);
    expect(previousRevision(list, 101)?.id).to.equal('parent');
    expect(previousRevision(list, 'parent')).to.equal(undefined);
  });
});

describe('isApplied', () => {
  const revision = {
    styles: { color: { text: '#111', background: '#fff' }, blocks: { 'core/quote': {} } },
    settings: { color: { palette: { theme: [{ slug: 'a', color: '#000' }] } } },
  };

  it('is applied when styles and settings are the same, whatever the key order', () => {
    expect(
      isApplied(revision, {
        settings: { color: { palette: { theme: [{ color: '#000', slug: 'a' }] } } },
        styles: { color: { background: '#fff', text: '#111' } },
      }),
    ).to.equal(true);
  });

  it('treats empty objects and missing keys alike', () => {
    expect(isApplied({ styles: {}, settings: {} }, {})).to.equal(true);
    expect(
      isApplied({ styles: { blocks: {} }, settings: { color: { palette: {} } } }, {}),
    ).to.equal(true);
  });

  it('is not applied when any value differs', () => {
    expect(isApplied(revision, { ...revision, styles: { color: { text: '#112' } } })).to.equal(
      false,
    );
    const reordered = {
      ...revision,
      settings: {
        color: {
          palette: {
            theme: [
              { slug: 'a', color: '#000' },
              { slug: 'b', color: '#fff' },
            ],
          },
        },
      },
    };
    expect(isApplied(revision, reordered)).to.equal(false);
    expect(isApplied({ styles: {}, settings: {} }, revision)).to.equal(false);
  });
});

describe('revisionApply', () => {
  afterEach(() => resetLocaleData());
  const [latest, , parent] = revisionList(hostRevisions(2), authors, undefined) as [
    StyleRevision,
    StyleRevision,
    StyleRevision,
  ];

  it('says the styles are already applied instead of offering Apply', () => {
    expect(revisionApply(latest, latest, false)).to.deep.equal({
      applied: true,
      message: 'These styles are already applied to your site.',
    });
  });

  it('offers Apply, and Reset to defaults for the theme styles', () => {
    const current = { styles: { css: 'p{}' } };
    expect(revisionApply(latest, current, false)).to.deep.equal({
      applied: false,
      label: 'Apply',
      confirmation: undefined,
    });
    expect(revisionApply(parent, current, false)).to.include({ label: 'Reset to defaults' });
  });

  it('asks for confirmation when unsaved changes would be lost, in the user language', () => {
    setLocaleData({
      'Are you sure you want to apply this revision? Any unsaved changes will be lost.': [
        'Appliquer cette révision ?',
      ],
      Apply: ['Appliquer'],
    });
    expect(revisionApply(latest, { styles: { css: 'p{}' } }, true)).to.deep.equal({
      applied: false,
      label: 'Appliquer',
      confirmation: 'Appliquer cette révision ?',
    });
  });
});

describe('authorsToLoad', () => {
  it('asks for the authors the revisions name and the list lacks, once each', () => {
    const revisions: HostStyleRevision[] = [
      { id: 5, author: 7 },
      { id: 4, author: 1 },
      { id: 3, author: 7 },
      { id: 2, author: 240 },
      { id: 1 },
    ];
    expect(authorsToLoad(revisions, authors)).to.deep.equal([7, 240]);
    const all = [...authors, { id: 7, name: 'Lin' }, { id: 240, name: 'Mo' }];
    expect(authorsToLoad(revisions, all)).to.deep.equal([]);
  });
});

describe('revisionPagePath', () => {
  it("is the host's revision.php of that revision", () => {
    expect(revisionPagePath(42)).to.equal('revision.php?revision=42');
  });
});
