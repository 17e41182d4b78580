import { expect } from '@esm-bundle/chai';
import { fluidClamp, fontSizeValue, parseSize } from '../../../src/global-styles';

const fluid = { typography: { fluid: true } };

describe('parseSize', () => {
  it('reads px, em and rem, converting at 16px to the rem', () => {
    expect(parseSize('1.5rem')).to.deep.equal({ value: 1.5, unit: 'rem' });
    expect(parseSize('24px', 'rem')).to.deep.equal({ value: 1.5, unit: 'rem' });
    expect(parseSize('2em', 'px')).to.deep.equal({ value: 32, unit: 'px' });
    expect(parseSize(18)).to.deep.equal({ value: 18, unit: 'px' });
    expect(parseSize('1.0625rem')).to.deep.equal({ value: 1.063, unit: 'rem' });
  });

  it('refuses other units and expressions', () => {
    expect(parseSize('10vw')).to.equal(null);
    expect(parseSize('var(--wp--preset--font-size--small)')).to.equal(null);
    expect(parseSize('')).to.equal(null);
  });
});

describe('fontSizeValue', () => {
  it('clamps between a derived minimum and the size, across 320px to 1600px', () => {
    expect(fontSizeValue({ size: '22px' }, fluid)).to.equal(
      'clamp(14.642px, 0.915rem + ((1vw - 3.2px) * 0.575), 22px)',
    );
    expect(fontSizeValue({ size: '100px' }, fluid)).to.equal(
      'clamp(50.171px, 3.136rem + ((1vw - 3.2px) * 3.893), 100px)',
    );
    expect(fontSizeValue({ size: '48px' }, fluid)).to.equal(
      'clamp(27.894px, 1.743rem + ((1vw - 3.2px) * 1.571), 48px)',
    );
  });

  it('never lets the derived minimum go under 14px', () => {
    expect(fontSizeValue({ size: '16px' }, fluid)).to.equal(
      'clamp(14px, 0.875rem + ((1vw - 3.2px) * 0.156), 16px)',
    );
    expect(fontSizeValue({ size: '1em' }, fluid)).to.equal(
      'clamp(0.875em, 0.875rem + ((1vw - 0.2em) * 0.156), 1em)',
    );
  });

  it('keeps sizes at or under the limit fixed', () => {
    expect(fontSizeValue({ size: '0.875rem' }, fluid)).to.equal('0.875rem');
    expect(fontSizeValue({ size: '13px' }, fluid)).to.equal('13px');
  });

  it('uses the preset’s own min and max and the layout’s wide size as the widest viewport', () => {
    const settings = { typography: { fluid: true }, layout: { wideSize: '1180px' } };
    const large = { size: '1.375rem', fluid: { min: '1.25rem', max: '1.5rem' } };
    expect(fontSizeValue(large, settings)).to.equal(
      'clamp(1.25rem, 1.25rem + ((1vw - 0.2rem) * 0.465), 1.5rem)',
    );
  });

  it('reads the fluid bounds from settings', () => {
    const settings = {
      typography: {
        fluid: { minFontSize: '16px', minViewportWidth: '480px', maxViewportWidth: '1280px' },
      },
    };
    expect(fontSizeValue({ size: '2rem' }, settings)).to.equal(
      'clamp(1.25rem, 1.25rem + ((1vw - 0.3rem) * 1.5), 2rem)',
    );
    expect(fontSizeValue({ size: '16px' }, settings)).to.equal('16px');
  });

  it('leaves sizes alone when fluid typography is off, opted out or not a length', () => {
    expect(fontSizeValue({ size: '48px' }, {})).to.equal('48px');
    expect(fontSizeValue({ size: '48px', fluid: false }, fluid)).to.equal('48px');
    expect(fontSizeValue({ size: 'clamp(1rem, 2vw, 2rem)' }, fluid)).to.equal(
      'clamp(1rem, 2vw, 2rem)',
    );
    expect(fontSizeValue({ size: 'var(--wp--preset--font-size--large)' }, fluid)).to.equal(
      'var(--wp--preset--font-size--large)',
    );
  });
});

describe('fluidClamp', () => {
  it('keeps the given ends and uses the minimum’s unit for the slope', () => {
    expect(
      fluidClamp({
        minViewportWidth: '320px',
        maxViewportWidth: '1600px',
        minFontSize: '2rem',
        maxFontSize: '3rem',
      }),
    ).to.equal('clamp(2rem, 2rem + ((1vw - 0.2rem) * 1.25), 3rem)');
  });

  it('gives nothing for units it cannot compare', () => {
    expect(
      fluidClamp({
        minViewportWidth: '320px',
        maxViewportWidth: '100vw',
        minFontSize: '2rem',
        maxFontSize: '3rem',
      }),
    ).to.equal(null);
  });
});
