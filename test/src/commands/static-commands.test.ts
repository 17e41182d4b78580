import { expect } from '@esm-bundle/chai';
import {
  type CommandContext,
  commandQuery,
  searchableKinds,
  staticCommands,
} from '../../../src/commands';

const ADMIN = { edit_theme_options: true, edit_pages: true, edit_posts: true, export: true };
const context = (over: Partial<CommandContext> = {}): CommandContext => ({
  theme: { isBlockTheme: true, supportsStyles: true },
  capabilities: ADMIN,
  canEditCss: false,
  revisionCount: undefined,
  preferences: { showIconLabels: false, distractionFree: false, showListViewByDefault: false },
  ...over,
});
const labels = (over?: Partial<CommandContext>) =>
  staticCommands(context(over)).map((c) => c.label);

describe("the command palette's own commands", () => {
  it('offers an administrator the site, the Design screens, fonts, Export and the preference toggles', () => {
    expect(labels()).to.deep.equal([
      'View site',
      'Navigation',
      'Styles',
      'Pages',
      'Templates',
      'Patterns',
      'Manage fonts',
      'Open Style Book',
      'Export',
      'Show icon labels',
      'Turn on distraction free mode',
      'Always open List View',
    ]);
  });

  it('offers Customize CSS only with the edit-css action and Style revisions only with a count', () => {
    expect(labels({ canEditCss: true, revisionCount: 3 })).to.include.members([
      'Customize CSS',
      'Style revisions',
    ]);
    expect(labels({ revisionCount: 0 })).not.to.include('Style revisions');
    const css = staticCommands(context({ canEditCss: true })).find((c) => c.id === 'customize-css');
    expect(css?.action).to.deep.equal({
      type: 'navigate',
      path: '/styles',
      query: { section: '/css' },
      styles: true,
    });
  });

  it('keeps the edit canvas for a style command run from it (spec 2.2), and only then', () => {
    const commands = staticCommands(context({ canEditCss: true, revisionCount: 3 }));
    const action = (id: string) => {
      const found = commands.find((c) => c.id === id)?.action;
      if (found?.type !== 'navigate') throw new Error(`no navigate command ${id}`);
      return found;
    };
    expect(commandQuery(action('style-revisions'), { canvas: 'edit' })).to.deep.equal({
      section: '/revisions',
      canvas: 'edit',
    });
    expect(commandQuery(action('style-revisions'), {})).to.deep.equal({ section: '/revisions' });
    expect(commandQuery(action('styles'), { canvas: 'edit' })).to.deep.equal({});
  });

  it('offers the posts-only app no Design screens, fonts or Export, and finds only posts', () => {
    expect(labels({ mode: 'posts', canEditCss: true, revisionCount: 2 })).to.deep.equal([
      'View site',
      'Show icon labels',
      'Turn on distraction free mode',
      'Always open List View',
    ]);
    const theme = { isBlockTheme: true, supportsStyles: true };
    expect(searchableKinds(theme, ADMIN, 'posts')).to.deep.equal(['post']);
    expect(searchableKinds(theme, ADMIN, 'site')).to.include.members([
      'page',
      'post',
      'wp_template',
    ]);
  });

  it('gives Export only to block themes and users who may export', () => {
    expect(labels({ capabilities: { ...ADMIN, export: false } })).not.to.include('Export');
    expect(labels({ theme: { isBlockTheme: false, supportsStyles: true } })).not.to.include(
      'Export',
    );
  });

  it('gives an editor without edit_theme_options no design commands (spec 6)', () => {
    expect(labels({ capabilities: { edit_pages: true, edit_posts: true } })).to.deep.equal([
      'View site',
      'Pages',
      'Patterns',
      'Show icon labels',
      'Turn on distraction free mode',
      'Always open List View',
    ]);
  });

  it('labels each preference toggle by what it will do, and sets the opposite value', () => {
    const on = staticCommands(
      context({
        preferences: { showIconLabels: true, distractionFree: true, showListViewByDefault: true },
      }),
    ).filter((command) => command.action.type === 'preference');
    expect(on.map((command) => command.label)).to.deep.equal([
      'Hide icon labels',
      'Turn off distraction free mode',
      'Stop always opening List View',
    ]);
    expect(on.map((command) => command.action)).to.deep.equal([
      { type: 'preference', key: 'showIconLabels', value: false },
      { type: 'preference', key: 'distractionFree', value: false },
      { type: 'preference', key: 'showListViewByDefault', value: false },
    ]);
  });

  it('opens the Style Book beside the Styles panel, and offers Reset styles only after changes', () => {
    const book = staticCommands(context()).find((c) => c.id === 'open-style-book');
    expect(book?.action).to.deep.equal({
      type: 'navigate',
      path: '/styles',
      query: { preview: 'stylebook' },
    });
    expect(labels()).not.to.include('Reset styles');
    expect(labels({ hasUserStyles: true })).to.include('Reset styles');
    expect(labels({ hasUserStyles: true, mode: 'posts' })).not.to.include('Reset styles');
    expect(labels({ capabilities: { edit_posts: true } })).not.to.include('Open Style Book');
  });

  it('sends a classic theme to the Style Book (spec 2.3)', () => {
    const styles = staticCommands(
      context({ theme: { isBlockTheme: false, supportsStyles: true }, canEditCss: true }),
    ).filter((command) => command.action.type === 'navigate');
    expect(styles.map((command) => command.action)).to.deep.equal([
      { type: 'navigate', path: '/stylebook' },
      { type: 'navigate', path: '/pattern' },
    ]);
  });
});
