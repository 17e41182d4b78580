// The typography panel for one block (spec 2.4 /blocks/{blockName}): only the controls the block
// supports, editing `styles.blocks[blockName]` through the `blockName` argument of `setStyle`.
import { expect } from '@esm-bundle/chai';
import { TypographyPanel } from '../../../../src/screens/styles/typography/typography-panel';
import { texts } from '../../../helpers';
import { byLabel, changeValue } from '../data-view/toolbar-harness';
import { type Harness, rendered, renderStyles, userStyles } from './typography-harness';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.unmount();
  harness = undefined;
});

describe("a block's typography panel", () => {
  it('shows only what the block supports and edits its styles', async () => {
    harness = await renderStyles(
      <TypographyPanel path={['typography']} blockName="core/paragraph" />,
    );
    const { shadow } = harness;
    await rendered(() => shadow.querySelector('.ty-panel'));
    // core/paragraph supports size, line height and (under its experimental name) letter spacing.
    expect(texts(shadow, '.st-field__label')).to.deep.equal([
      'Size',
      'Line height',
      'Letter spacing',
    ]);
    await changeValue(byLabel<HTMLSelectElement>(shadow, 'Size'), 'large');
    await changeValue(byLabel<HTMLInputElement>(shadow, 'Line height'), '1.2');
    expect(userStyles()).to.deep.equal({
      blocks: {
        'core/paragraph': {
          typography: { fontSize: 'var:preset|font-size|large', lineHeight: '1.2' },
        },
      },
    });
  });

  it('says so when the block supports no typography', async () => {
    harness = await renderStyles(
      <TypographyPanel path={['typography']} blockName="core/separator" />,
    );
    const { shadow } = harness;
    await rendered(() => shadow.querySelector('.st-message'));
    expect(texts(shadow, '.st-message')).to.deep.equal(['No typography controls are available.']);
    expect(shadow.querySelector('select, input')).to.equal(null);
  });
});
