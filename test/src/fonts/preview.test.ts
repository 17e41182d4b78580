import { expect } from '@esm-bundle/chai';
import { previewFace, previewWeight } from '../../../src/fonts/preview';

const face = (fontWeight: string | number | undefined, fontStyle = 'normal') => ({
  fontFamily: 'Inter',
  fontWeight,
  fontStyle,
});

describe('font previews (spec 9: weight 400, nearest variant)', () => {
  it('shows a variable face whose range holds 400 at 400, not at its thinnest', () => {
    expect(previewWeight(face('100 900'))).to.equal(400);
    expect(previewWeight(face('100  900'))).to.equal(400);
  });

  it("shows a range without 400 at its end nearest 400, and a static face at its own weight", () => {
    expect(previewWeight(face('500 900'))).to.equal(500);
    expect(previewWeight(face('100 300'))).to.equal(300);
    expect(previewWeight(face('700'))).to.equal(700);
    expect(previewWeight(face('bold'))).to.equal(700);
    expect(previewWeight(face(undefined))).to.equal(400);
    expect(previewWeight(undefined)).to.equal(400);
  });

  it('picks the upright face nearest 400, the first of a tie', () => {
    const faces = [face('300'), face('400', 'italic'), face('500'), face('700')];
    expect(previewFace({ fontFace: faces })).to.equal(faces[0]);
    const withRegular = [face('900'), face('400', 'italic'), face('400')];
    expect(previewFace({ fontFace: withRegular })).to.equal(withRegular[2]);
    const variable = [face('700'), face('100 900')];
    expect(previewFace({ fontFace: variable })).to.equal(variable[1]);
  });

  it('falls back to italic faces when there is no upright one, and to none without faces', () => {
    const italics = [face('700', 'italic'), face('400', 'italic')];
    expect(previewFace({ fontFace: italics })).to.equal(italics[1]);
    expect(previewFace({ fontFace: [] })).to.equal(undefined);
    expect(previewFace({})).to.equal(undefined);
  });
});
