import { expect } from '@esm-bundle/chai';
import {
  type MenuItem,
  addLink,
  findItem,
  flattenTree,
  indentItem,
  isEmptyMenu,
  itemLabel,
  itemUrl,
  moveItem,
  moveItemTo,
  outdentItem,
  parseMenu,
  removeItem,
  serializeBlockAttributes,
  serializeMenu,
  updateLink,
} from '../../../src/navigation';

// As the block editor saves a menu: blocks joined by blank lines, submenus wrapping their items.
const ABOUT =
  '<!-- wp:navigation-submenu {"label":"About","type":"page","id":2,"url":"http://localhost/?page_id=2","kind":"post-type"} -->\n' +
  '<!-- wp:navigation-link {"label":"Team","type":"page","id":5,"url":"http://localhost/?page_id=5","kind":"post-type"} /-->\n\n' +
  '<!-- wp:navigation-link {"label":"History \\u0026amp; values","type":"page","id":6,"url":"http://localhost/?page_id=6","kind":"post-type"} /-->\n' +
  '<!-- /wp:navigation-submenu -->';
const HOME = '<!-- wp:home-link {"label":"Start"} /-->';
const BLOG =
  '<!-- wp:navigation-link {"label":"Blog","url":"https://example.com/blog","kind":"custom","isTopLevelLink":true} /-->';
// Attributes in an odd order, unusual escaping (\/ and \u00e9) and inner HTML around an inner block.
const WIDGET =
  '<!-- wp:acme/widget {"z":1,"title":"Caf\\u00e9 \\/ bar","a":{"deep":[1,2]}} -->\n' +
  '<div class="acme-widget"><p>Before</p>\n' +
  '<!-- wp:navigation-link {"url":"/inner","label":"Inner"} /-->\n' +
  '<p>After</p></div>\n' +
  '<!-- /wp:acme/widget -->';
const PAGE_LIST = '<!-- wp:page-list /-->';
const SEARCH = '<!-- wp:search {"label":"Search","buttonText":"Search"} /-->';
const SOCIAL =
  '<!-- wp:social-links --><ul class="wp-block-social-links"><!-- wp:social-link {"url":"https://w.org","service":"wordpress"} /--></ul><!-- /wp:social-links -->';
const MENU = [HOME, ABOUT, BLOG, PAGE_LIST, SEARCH, WIDGET, SOCIAL].join('\n\n');
const FREEFORM = `<p>Some <em>classic</em> text</p>\n${BLOG}\n\n  trailing words\n`;

function byLabel(items: MenuItem[], label: string): MenuItem {
  const found = flattenTree(items).find(({ item }) => itemLabel(item) === label);
  if (!found) throw new Error(`No item labelled ${label}`);
  return found.item;
}

function labels(items: MenuItem[]): string[] {
  return flattenTree(items).map(({ item, depth }) => `${'-'.repeat(depth)}${itemLabel(item)}`);
}

describe('menu tree: parse and serialise', () => {
  it('reads links, submenus, page list, home link and other blocks as a tree', () => {
    expect(labels(parseMenu(MENU))).to.deep.equal([
      'Start',
      'About',
      '-Team',
      '-History & values',
      'Blog',
      'Page List',
      'Search',
      'Widget',
      '-Inner',
      'Social Links',
      '-Social Link',
    ]);
    const items = parseMenu(MENU);
    expect(items.map((item) => item.kind)).to.deep.equal([
      'home-link',
      'submenu',
      'link',
      'page-list',
      'other',
      'other',
      'other',
    ]);
    expect(items[1]!.attrs).to.deep.equal({
      label: 'About',
      type: 'page',
      id: 2,
      url: 'http://localhost/?page_id=2',
      kind: 'post-type',
    });
    expect(itemUrl(items[2]!)).to.equal('https://example.com/blog');
    expect(itemUrl(items[0]!)).to.equal('');
  });

  it('serialises any markup back byte for byte', () => {
    const samples = [
      MENU,
      FREEFORM,
      '',
      '\n\n',
      'just text',
      `  \n${HOME}`,
      `${HOME}\n\n\n`,
      WIDGET,
      '<!-- wp:navigation-link {"label":"Broken" /-->',
      '<!-- wp:navigation-submenu {"label":"Unclosed"} -->\n<!-- wp:navigation-link {"label":"A"} /-->',
      `<!-- /wp:stray -->\n${HOME}`,
      '<!-- wp:navigation-link   {"label":"x"}   /-->\r\n<!-- wp:core/navigation-link {"label":"y"} /-->',
      '<!-- wp:group --><div class="wp-block-group"></div><!-- /wp:group -->',
    ];
    for (const markup of samples) expect(serializeMenu(parseMenu(markup))).to.equal(markup);
  });

  it('keeps free HTML between blocks as items of their own', () => {
    const items = parseMenu(FREEFORM);
    expect(items.map((item) => item.name)).to.deep.equal([null, 'core/navigation-link', null]);
    expect(itemLabel(items[0]!)).to.equal('Some classic text');
    expect(items[2]!.html).to.equal('\n\n  trailing words\n');
  });

  it('names other blocks after their block name', () => {
    const names = parseMenu(
      '<!-- wp:search /--><!-- wp:social-links /--><!-- wp:acme/thing /--><!-- wp:acme/big_red-button /-->',
    ).map(itemLabel);
    expect(names).to.deep.equal(['Search', 'Social Links', 'Thing', 'Big Red Button']);
  });

  it('labels: tags stripped and entities decoded; home link falls back to Home', () => {
    const items = parseMenu(
      '<!-- wp:navigation-link {"label":"\\u003cstrong\\u003eShop\\u003c/strong\\u003e \\u0026amp; more"} /-->' +
        '<!-- wp:navigation-link {"url":"/x"} /--><!-- wp:home-link /-->',
    );
    expect(items.map(itemLabel)).to.deep.equal(['Shop & more', '', 'Home']);
  });

  it('tells an empty menu from one with blocks', () => {
    expect(isEmptyMenu(parseMenu(''))).to.equal(true);
    expect(isEmptyMenu(parseMenu('\n\n'))).to.equal(true);
    expect(isEmptyMenu(parseMenu(HOME))).to.equal(false);
  });

  it('gives every item its own key, kept across edits', () => {
    const items = parseMenu(MENU);
    const keys = flattenTree(items).map(({ item }) => item.key);
    expect(new Set(keys).size).to.equal(keys.length);
    const again = parseMenu(MENU);
    expect(again[0]!.key).not.to.equal(items[0]!.key);
    const blog = byLabel(items, 'Blog');
    const moved = moveItem(items, blog.key, 'up');
    expect(byLabel(moved, 'Blog').key).to.equal(blog.key);
    expect(byLabel(moved, 'Team').key).to.equal(byLabel(items, 'Team').key);
  });

  it('flattens the tree with what an ARIA tree needs', () => {
    const flat = flattenTree(parseMenu(MENU));
    const team = flat.find(({ item }) => itemLabel(item) === 'Team')!;
    const about = flat.find(({ item }) => itemLabel(item) === 'About')!;
    expect(team).to.include({ depth: 1, parentKey: about.item.key, index: 0, setSize: 2 });
    expect(about).to.include({ depth: 0, parentKey: null, index: 1, setSize: 7 });
  });
});

describe('menu tree: WordPress serialisation of touched blocks', () => {
  it('escapes attribute JSON as WordPress does', () => {
    expect(serializeBlockAttributes({ key: '--<>&"' })).to.equal(
      '{"key":"\\u002d\\u002d\\u003c\\u003e\\u0026\\u0022"}',
    );
    expect(serializeBlockAttributes({ key: '€1.00 / 3' })).to.equal('{"key":"€1.00 / 3"}');
    expect(serializeBlockAttributes({ a: '\\', b: '\\"' })).to.equal(
      '{"a":"\\u005c","b":"\\u005c\\u0022"}',
    );
    expect(JSON.parse(serializeBlockAttributes({ a: '\\"x\\' }))).to.deep.equal({ a: '\\"x\\' });
  });

  it('writes an edited link in block.json order, keeping unknown attributes', () => {
    const items = parseMenu(
      '<!-- wp:navigation-link {"url":"/a","className":"hot","label":"A","opensInNewTab":false} /-->',
    );
    const edited = updateLink(items, items[0]!.key, { label: 'A & <B>', opensInNewTab: true });
    expect(serializeMenu(edited)).to.equal(
      '<!-- wp:navigation-link {"label":"A \\u0026amp; \\u0026lt;B\\u0026gt;","opensInNewTab":true,"url":"/a","className":"hot"} /-->',
    );
    expect(itemLabel(edited[0]!)).to.equal('A & <B>');
    const closed = updateLink(edited, items[0]!.key, { opensInNewTab: false });
    expect(serializeMenu(closed)).to.not.contain('opensInNewTab');
  });

  it('returns the same tree when an update changes nothing', () => {
    const items = parseMenu(BLOG);
    expect(updateLink(items, items[0]!.key, { label: 'Blog' })).to.equal(items);
    expect(updateLink(items, 'missing', { label: 'x' })).to.equal(items);
  });

  it('cuts an entity link loose when its URL changes', () => {
    const items = parseMenu(ABOUT);
    const team = byLabel(items, 'Team');
    const edited = updateLink(items, team.key, { url: 'https://team.example' });
    expect(findItem(edited, team.key)!.attrs).to.deep.equal({
      label: 'Team',
      type: 'page',
      url: 'https://team.example',
      kind: 'custom',
    });
    const repointed = updateLink(items, team.key, { url: '/?page_id=9', id: 9 });
    expect(findItem(repointed, team.key)!.attrs).to.include({ id: 9, kind: 'post-type' });
  });
});

describe('menu tree: edits', () => {
  it('keeps every untouched block byte-identical after an edit elsewhere', () => {
    const items = parseMenu(MENU);
    const edited = updateLink(items, byLabel(items, 'Team').key, { label: 'People' });
    const expected = MENU.replace(
      '<!-- wp:navigation-link {"label":"Team","type":"page","id":5,"url":"http://localhost/?page_id=5","kind":"post-type"} /-->',
      '<!-- wp:navigation-link {"label":"People","type":"page","id":5,"url":"http://localhost/?page_id=5","kind":"post-type"} /-->',
    );
    expect(serializeMenu(edited)).to.equal(expected);
    expect(edited[0]).to.equal(items[0]);
    expect(edited[5]).to.equal(items[5]);
  });

  it('never mutates the tree it is given', () => {
    const items = parseMenu(MENU);
    const before = JSON.stringify(items);
    const blog = byLabel(items, 'Blog').key;
    addLink(items, { label: 'New', url: '/new' }, blog);
    removeItem(items, byLabel(items, 'Team').key);
    indentItem(items, blog);
    outdentItem(items, byLabel(items, 'Team').key);
    moveItemTo(items, blog, byLabel(items, 'About').key, 0);
    expect(JSON.stringify(items)).to.equal(before);
    expect(serializeMenu(items)).to.equal(MENU);
  });

  it('adds a custom link at the end, at an index, or into a submenu', () => {
    const items = parseMenu(`${HOME}\n\n${BLOG}`);
    const added = addLink(items, { label: 'Contact', url: '/contact' });
    expect(serializeMenu(added)).to.equal(
      `${HOME}\n\n${BLOG}\n\n<!-- wp:navigation-link {"label":"Contact","url":"/contact","kind":"custom"} /-->`,
    );
    const first = addLink(items, { label: 'First', url: '/f' }, null, 0);
    expect(labels(first)).to.deep.equal(['First', 'Start', 'Blog']);
    expect(serializeMenu(first).startsWith('<!-- wp:navigation-link {"label":"First"')).to.equal(
      true,
    );
    const page = addLink(items, {
      label: 'Team',
      url: '/?page_id=5',
      id: 5,
      type: 'page',
      kind: 'post-type',
    });
    expect(page[2]!.attrs).to.deep.equal({
      label: 'Team',
      type: 'page',
      id: 5,
      url: '/?page_id=5',
      kind: 'post-type',
    });
  });

  it('adds into a fresh menu', () => {
    const added = addLink(parseMenu(''), { label: 'Only', url: '/' });
    expect(serializeMenu(added)).to.equal(
      '<!-- wp:navigation-link {"label":"Only","url":"/","kind":"custom"} /-->',
    );
  });

  it('turns a link into a submenu when an item is added into it, keeping its attributes', () => {
    const items = parseMenu(`${HOME}\n\n${BLOG}`);
    const blog = items[1]!;
    const added = addLink(items, { label: 'Archive', url: '/archive' }, blog.key);
    const submenu = findItem(added, blog.key)!;
    expect(submenu).to.include({ name: 'core/navigation-submenu', kind: 'submenu' });
    expect(serializeMenu(added)).to.equal(
      `${HOME}\n\n` +
        '<!-- wp:navigation-submenu {"label":"Blog","url":"https://example.com/blog","kind":"custom","isTopLevelItem":true} -->\n' +
        '<!-- wp:navigation-link {"label":"Archive","url":"/archive","kind":"custom"} /-->\n' +
        '<!-- /wp:navigation-submenu -->',
    );
  });

  it('adds nothing into blocks that cannot hold items', () => {
    const items = parseMenu(MENU);
    for (const label of ['Page List', 'Search', 'Start', 'Widget']) {
      expect(addLink(items, { label: 'x', url: '/' }, byLabel(items, label).key)).to.equal(items);
    }
    expect(addLink(items, { label: 'x', url: '/' }, 'no-such-key')).to.equal(items);
  });

  it('removes an item and the separator before it', () => {
    const items = parseMenu(MENU);
    const removed = removeItem(items, byLabel(items, 'Blog').key);
    expect(serializeMenu(removed)).to.equal(MENU.replace(`\n\n${BLOG}`, ''));
    const first = removeItem(items, items[0]!.key);
    expect(serializeMenu(first)).to.equal(MENU.replace(`${HOME}\n\n`, ''));
    const last = removeItem(items, items.at(-1)!.key);
    expect(serializeMenu(last)).to.equal(MENU.slice(0, MENU.lastIndexOf('\n\n')));
  });

  it('turns a submenu whose last item is removed back into a link', () => {
    let items = parseMenu(ABOUT);
    items = removeItem(items, byLabel(items, 'Team').key);
    expect(serializeMenu(items)).to.equal(
      '<!-- wp:navigation-submenu {"label":"About","type":"page","id":2,"url":"http://localhost/?page_id=2","kind":"post-type"} -->\n' +
        '<!-- wp:navigation-link {"label":"History \\u0026amp; values","type":"page","id":6,"url":"http://localhost/?page_id=6","kind":"post-type"} /-->\n' +
        '<!-- /wp:navigation-submenu -->',
    );
    items = removeItem(items, byLabel(items, 'History & values').key);
    expect(items[0]!.kind).to.equal('link');
    expect(serializeMenu(items)).to.equal(
      '<!-- wp:navigation-link {"label":"About","type":"page","id":2,"url":"http://localhost/?page_id=2","kind":"post-type"} /-->',
    );
  });

  it('keeps the HTML of an unknown block whose inner block is removed', () => {
    const items = parseMenu(WIDGET);
    const removed = removeItem(items, byLabel(items, 'Inner').key);
    expect(serializeMenu(removed)).to.equal(
      WIDGET.replace('<!-- wp:navigation-link {"url":"/inner","label":"Inner"} /-->', ''),
    );
  });

  it('moves items up and down among their siblings; separators stay in place', () => {
    const markup = `${HOME}\n${BLOG}\n\n<!-- wp:page-list /-->\n`;
    const items = parseMenu(markup);
    const down = moveItem(items, items[0]!.key, 'down');
    expect(serializeMenu(down)).to.equal(`${BLOG}\n${HOME}\n\n<!-- wp:page-list /-->\n`);
    expect(moveItem(items, items[0]!.key, 'up')).to.equal(items);
    expect(moveItem(items, items[2]!.key, 'down')).to.equal(items);
    const nested = parseMenu(ABOUT);
    const history = byLabel(nested, 'History & values');
    expect(labels(moveItem(nested, history.key, 'up'))).to.deep.equal([
      'About',
      '-History & values',
      '-Team',
    ]);
    expect(moveItem(nested, history.key, 'down')).to.equal(nested);
  });

  it('indents under the previous sibling, which becomes a submenu if it was a link', () => {
    const items = parseMenu(MENU);
    const pageList = byLabel(items, 'Page List');
    const indented = indentItem(items, pageList.key);
    expect(labels(indented).slice(4, 7)).to.deep.equal(['Blog', '-Page List', 'Search']);
    expect(findItem(indented, byLabel(items, 'Blog').key)!.kind).to.equal('submenu');
    const blog = indentItem(items, byLabel(items, 'Blog').key);
    expect(labels(blog).slice(1, 5)).to.deep.equal([
      'About',
      '-Team',
      '-History & values',
      '-Blog',
    ]);
    expect(findItem(blog, byLabel(items, 'Blog').key)!.attrs).to.include({ isTopLevelLink: false });
  });

  it('does not indent the first sibling or under a block that cannot hold items', () => {
    const items = parseMenu(MENU);
    expect(indentItem(items, items[0]!.key)).to.equal(items);
    expect(indentItem(items, byLabel(items, 'Team').key)).to.equal(items);
    expect(indentItem(items, byLabel(items, 'About').key)).to.equal(items); // after a home link
    expect(indentItem(items, byLabel(items, 'Search').key)).to.equal(items); // after the page list
  });

  it('outdents to just after the parent; no-op at the top level', () => {
    const items = parseMenu(MENU);
    const team = byLabel(items, 'Team');
    const outdented = outdentItem(items, team.key);
    expect(labels(outdented).slice(1, 5)).to.deep.equal([
      'About',
      '-History & values',
      'Team',
      'Blog',
    ]);
    expect(outdentItem(items, items[0]!.key)).to.equal(items);
    const both = outdentItem(outdented, byLabel(items, 'History & values').key);
    expect(labels(both).slice(1, 5)).to.deep.equal(['About', 'History & values', 'Team', 'Blog']);
    expect(findItem(both, byLabel(items, 'About').key)!.kind).to.equal('link');
  });

  it('moves an item anywhere for drag and drop, but never into itself', () => {
    const items = parseMenu(MENU);
    const about = byLabel(items, 'About');
    const blog = byLabel(items, 'Blog');
    const moved = moveItemTo(items, blog.key, about.key, 1);
    expect(labels(moved).slice(1, 6)).to.deep.equal([
      'About',
      '-Team',
      '-Blog',
      '-History & values',
      'Page List',
    ]);
    const top = moveItemTo(items, byLabel(items, 'Team').key, null, 0);
    expect(labels(top).slice(0, 2)).to.deep.equal(['Team', 'Start']);
    expect(moveItemTo(items, about.key, about.key, 0)).to.equal(items);
    expect(moveItemTo(items, about.key, byLabel(items, 'Team').key, 0)).to.equal(items);
    expect(moveItemTo(items, blog.key, byLabel(items, 'Search').key, 0)).to.equal(items);
    const last = moveItemTo(items, items[0]!.key, null, 99);
    expect(labels(last).at(-1)).to.equal('Start');
  });

  it('keeps blocks untouched by a move byte-identical', () => {
    const items = parseMenu(MENU);
    const moved = moveItemTo(items, byLabel(items, 'Blog').key, null, 0);
    expect(serializeMenu(moved)).to.equal(
      [BLOG, HOME, ABOUT, PAGE_LIST, SEARCH, WIDGET, SOCIAL].join('\n\n'),
    );
  });
});

describe('menu tree: a large menu', () => {
  // Its timings are a benchmark (bench/menu-tree.mjs), never an assertion here.
  it('parses, edits and serialises a 500-item menu', () => {
    const blocks: string[] = [];
    for (let i = 0; i < 100; i++) {
      const children = Array.from(
        { length: 4 },
        (_, j) =>
          `<!-- wp:navigation-link {"label":"Page ${i}.${j}","type":"page","id":${i * 10 + j},"url":"/?page_id=${i * 10 + j}","kind":"post-type"} /-->`,
      ).join('\n\n');
      blocks.push(
        `<!-- wp:navigation-submenu {"label":"Section ${i}","url":"/s${i}","kind":"custom"} -->\n${children}\n<!-- /wp:navigation-submenu -->`,
      );
    }
    const markup = blocks.join('\n\n');
    const items = parseMenu(markup);
    const target = items[60]!.children[2]!;
    const edited = indentItem(items, target.key);
    const out = serializeMenu(edited);
    expect(flattenTree(items)).to.have.length(500);
    expect(serializeMenu(items)).to.equal(markup);
    expect(out).to.not.equal(markup);
  });
});
