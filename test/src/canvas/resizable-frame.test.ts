import { expect } from '@esm-bundle/chai';
import {
  CANVAS_PHONE_RATIO,
  clampFrameWidth,
  entersEditMode,
  frameHeight,
  isOversized,
  widthAfterDrag,
  widthAfterKey,
} from '../../../src/canvas/resizable-frame';

const area = { width: 1200, height: 800 };

describe('the resizable canvas', () => {
  it('keeps the width between 320 px and 150% of the area', () => {
    expect(clampFrameWidth(100, area)).to.equal(320);
    expect(clampFrameWidth(2000, area)).to.equal(1800);
    expect(clampFrameWidth(700.4, area)).to.equal(700);
    // An area narrower than 320 px: the frame never outgrows it by the minimum.
    expect(clampFrameWidth(100, { width: 300, height: 500 })).to.equal(300);
  });

  it('keeps the area’s shape at full width and goes towards a phone’s over 980 px', () => {
    expect(frameHeight(1200, area)).to.equal(800);
    expect(frameHeight(1500, area)).to.equal(800);
    // 490 px narrower: half way from 1.5 to 9/19.5.
    const halfway = (1.5 + CANVAS_PHONE_RATIO) / 2;
    expect(frameHeight(710, area)).to.equal(Math.round(Math.min(800, 710 / halfway)));
    // 980 px narrower or more: a phone's shape, no taller than the area.
    expect(frameHeight(320, { width: 1400, height: 900 })).to.equal(
      Math.round(Math.min(900, 320 / CANVAS_PHONE_RATIO)),
    );
  });

  it('moves 20 px per arrow, 100 with Shift, wider away from the frame', () => {
    expect(widthAfterKey(800, 'ArrowLeft', false, area)).to.equal(820);
    expect(widthAfterKey(800, 'ArrowRight', false, area)).to.equal(780);
    expect(widthAfterKey(800, 'ArrowLeft', true, area)).to.equal(900);
    expect(widthAfterKey(800, 'ArrowRight', true, area, 'rtl')).to.equal(900);
    expect(widthAfterKey(330, 'ArrowRight', true, area)).to.equal(320);
    expect(widthAfterKey(800, 'Home', false, area)).to.equal(320);
    expect(widthAfterKey(800, 'End', false, area)).to.equal(1200);
    expect(widthAfterKey(800, 'Enter', false, area)).to.be.undefined;
  });

  it('enters edit mode when let go past full width, for block themes only', () => {
    expect(entersEditMode(1201, area, true)).to.equal(true);
    expect(entersEditMode(1200, area, true)).to.equal(false);
    expect(entersEditMode(1500, area, false)).to.equal(false);
  });

  it('narrows a centred frame twice as fast as the handle moves, so the handle stays under the pointer', () => {
    expect(widthAfterDrag(1200, -100, area)).to.equal(1000);
    expect(widthAfterDrag(1000, 50, area)).to.equal(1100);
    // Back to full width at twice the pace, then one for one past it.
    expect(widthAfterDrag(1000, 150, area)).to.equal(1250);
    expect(widthAfterDrag(1200, 150, area)).to.equal(1350);
    // Within 320 px and 150%.
    expect(widthAfterDrag(1200, -1000, area)).to.equal(320);
    expect(widthAfterDrag(1200, 1000, area)).to.equal(1800);
  });

  it('is oversized only past the area’s width', () => {
    expect(isOversized(1200, area)).to.equal(false);
    expect(isOversized(800, area)).to.equal(false);
    expect(isOversized(1201, area)).to.equal(true);
    expect(isOversized(10, { width: 0, height: 0 })).to.equal(false);
  });
});
