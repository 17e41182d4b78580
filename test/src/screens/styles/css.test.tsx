// Additional CSS (spec 2.4 /css, spec 6): only with the edit-css action on the global styles
// record; the site's CSS in `styles.css`, a block's in `styles.blocks[name].css`.
import { expect } from '@esm-bundle/chai';
import { BlockCssPanel, CssScreen } from '../../../../src/screens/styles/css/css-screen';
import { byLabel, changeValue } from '../data-view/toolbar-harness';
import { seriousViolations } from '../data-view/layouts-harness';
import { renderStyles, type StylesHarness, userValue } from './styles-harness';

let harness: StylesHarness | undefined;
afterEach(async () => {
  await harness?.unmount();
  harness = undefined;
});

describe('additional CSS', () => {
  it('edits the site’s CSS in a labelled field', async () => {
    harness = await renderStyles(<CssScreen params={{}} parent="/" />);
    const field = byLabel<HTMLTextAreaElement>(harness.shadow, 'Additional CSS');
    await changeValue(field as unknown as HTMLInputElement, 'body { color: red; }');
    expect(userValue('styles', ['css'])).to.equal('body { color: red; }');
    await changeValue(field as unknown as HTMLInputElement, '');
    expect(userValue('styles', ['css'])).to.equal(undefined);
    expect(await seriousViolations(harness.shadow.host)).to.deep.equal([]);
  });

  it('says the user may not edit CSS without the edit-css action, and offers no block panel', async () => {
    harness = await renderStyles(
      <>
        <CssScreen params={{}} parent="/" />
        <BlockCssPanel blockName="core/group" blockTitle="Group" />
      </>,
      { canEditCss: false },
    );
    expect(harness.shadow.querySelector('textarea')).to.equal(null);
    expect(harness.shadow.textContent).to.contain(
      'Sorry, you are not allowed to edit the CSS of this site.',
    );
  });

  it('edits a block’s own CSS', async () => {
    harness = await renderStyles(<BlockCssPanel blockName="core/group" blockTitle="Group" />);
    expect(harness.shadow.textContent).to.contain('customize the appearance of the Group block');
    const field = byLabel<HTMLTextAreaElement>(harness.shadow, 'Additional CSS');
    await changeValue(field as unknown as HTMLInputElement, 'color: blue;');
    expect(userValue('styles', ['blocks', 'core/group', 'css'])).to.equal('color: blue;');
  });
});
