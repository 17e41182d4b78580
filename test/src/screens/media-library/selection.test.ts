import { expect } from '@esm-bundle/chai';
import {
  acceptOf,
  isAllowedType,
  typeChoices,
} from '../../../../src/screens/media-library/media-types';
import {
  addToSelection,
  type MediaSelection,
  noSelection,
  select,
} from '../../../../src/screens/media-library/selection';

const order = [10, 11, 12, 13, 14];
const click = (index: number) => ({ index, toggle: false, range: false });
const toggle = (index: number) => ({ index, toggle: true, range: false });
const range = (index: number) => ({ index, toggle: false, range: true });

describe('the media library selection', () => {
  it('keeps one item in single mode, whatever keys are held', () => {
    let selection: MediaSelection = select(noSelection, order, click(1), false);
    selection = select(selection, order, toggle(3), false);
    expect(selection.ids).to.deep.equal([13]);
    expect(select(selection, order, range(0), false).ids).to.deep.equal([10]);
  });

  it('adds and removes with Ctrl, adds runs with Shift, in the order chosen', () => {
    let selection = select(noSelection, order, click(3), true);
    selection = select(selection, order, toggle(0), true);
    expect(selection.ids).to.deep.equal([13, 10]);
    selection = select(selection, order, range(2), true);
    expect(selection.ids).to.deep.equal([13, 10, 11, 12]);
    selection = select(selection, order, toggle(0), true);
    expect(selection.ids).to.deep.equal([13, 11, 12]);
    // A plain click starts again from one.
    expect(select(selection, order, click(4), true).ids).to.deep.equal([14]);
  });

  it('puts an upload last in multiple mode and alone in single mode', () => {
    const selection = { ids: [10, 11], anchor: 1 };
    expect(addToSelection(selection, 20, true).ids).to.deep.equal([10, 11, 20]);
    expect(addToSelection(selection, 20, false).ids).to.deep.equal([20]);
  });
});

describe('the media library types', () => {
  it('offers every family when the request leaves the type open, else what it allows', () => {
    expect(typeChoices(undefined).map((choice) => choice.value)).to.deep.equal([
      '',
      'image',
      'audio',
      'video',
      'application',
    ]);
    expect(typeChoices(['image', 'video']).map((choice) => choice.label)).to.deep.equal([
      'Images',
      'Video',
    ]);
  });

  it('says which files a request takes', () => {
    expect(acceptOf(['image', 'application/pdf'])).to.equal('image/*,application/pdf');
    expect(acceptOf(undefined)).to.equal(undefined);
    expect(isAllowedType('audio/mpeg', ['audio'])).to.equal(true);
    expect(isAllowedType('audio/mpeg', ['image', 'video'])).to.equal(false);
    expect(isAllowedType('application/pdf', ['application/pdf'])).to.equal(true);
    expect(isAllowedType('application/zip', undefined)).to.equal(true);
  });
});
