import { expect } from '@esm-bundle/chai';
import { generateStylesheet, mergeGlobalStyles, type ThemeJson } from '../../../src/global-styles';

/** Only the node rules: no site-wide layout rules (the theme has no layout settings). */
function elementCss(styles: ThemeJson['styles']): string {
  const css = generateStylesheet(mergeGlobalStyles({ theme: { version: 3, styles } }), {
    parts: ['styles'],
  });
  const layoutEnd = css.lastIndexOf('.is-layout-grid > :is(*, div){margin: 0;}');
  return css.slice(layoutEnd + '.is-layout-grid > :is(*, div){margin: 0;}'.length);
}

describe('root and element styles', () => {
  it('prints the root on body and plain elements without raising their specificity', () => {
    expect(
      elementCss({
        color: { background: 'var:preset|color|base', text: 'var:preset|color|contrast' },
        typography: { fontFamily: 'var:preset|font-family|system-sans', lineHeight: '1.65' },
        elements: {
          heading: { typography: { fontWeight: '600', lineHeight: '1.15' } },
          h1: { typography: { fontSize: 'var:preset|font-size|huge' } },
          h6: { typography: { textTransform: 'uppercase', letterSpacing: '0.08em' } },
          cite: { typography: { fontStyle: 'normal' } },
        },
      }),
    ).to.equal(
      'body{background-color: var(--wp--preset--color--base);color: var(--wp--preset--color--contrast);font-family: var(--wp--preset--font-family--system-sans);line-height: 1.65;}' +
        'h1, h2, h3, h4, h5, h6{font-weight: 600;line-height: 1.15;}' +
        'h1{font-size: var(--wp--preset--font-size--huge);}' +
        'h6{letter-spacing: 0.08em;text-transform: uppercase;}' +
        'cite{font-style: normal;}',
    );
  });

  it('prints link states after the link, each in :root :where()', () => {
    expect(
      elementCss({
        elements: {
          link: {
            color: { text: 'green', background: 'red' },
            ':hover': { color: { text: 'red' }, typography: { textDecoration: 'none' } },
            ':focus': { color: { text: 'yellow' } },
            ':levitate': { color: { text: 'blue' } },
          },
        },
      }),
    ).to.equal(
      'a:where(:not(.wp-element-button)){background-color: red;color: green;}' +
        ':root :where(a:where(:not(.wp-element-button)):hover){color: red;text-decoration: none;}' +
        ':root :where(a:where(:not(.wp-element-button)):focus){color: yellow;}',
    );
  });

  it('wraps the class-based button and caption elements, and their states per selector', () => {
    expect(
      elementCss({
        elements: {
          button: {
            border: { radius: '999px' },
            color: { background: 'var:preset|color|contrast', text: 'var:preset|color|base' },
            shadow: 'var:preset|shadow|soft',
            ':hover': { color: { background: 'var:preset|color|primary' } },
          },
          caption: { typography: { fontSize: '0.8125rem' } },
        },
      }),
    ).to.equal(
      ':root :where(.wp-element-button, .wp-block-button__link){background-color: var(--wp--preset--color--contrast);border-radius: 999px;color: var(--wp--preset--color--base);box-shadow: var(--wp--preset--shadow--soft);}' +
        ':root :where(.wp-element-button:hover, .wp-block-button__link:hover){background-color: var(--wp--preset--color--primary);}' +
        ':root :where(.wp-element-caption, .wp-block-audio figcaption, .wp-block-embed figcaption, .wp-block-gallery figcaption, .wp-block-image figcaption, .wp-block-table figcaption, .wp-block-video figcaption){font-size: 0.8125rem;}',
    );
  });

  it('ignores states on elements that have none', () => {
    expect(
      elementCss({
        elements: { h4: { color: { text: 'green' }, ':hover': { color: { text: 'red' } } } },
      }),
    ).to.equal('h4{color: green;}');
  });

  it('resolves refs and skips a ref that points at another ref', () => {
    expect(
      elementCss({
        color: { background: '#ffffff', text: { ref: 'styles.elements.button.color.background' } },
        elements: {
          button: {
            color: {
              background: { ref: 'styles.color.text' },
              text: { ref: 'styles.color.background' },
            },
          },
        },
      }),
    ).to.equal(
      'body{background-color: #ffffff;}' +
        ':root :where(.wp-element-button, .wp-block-button__link){color: #ffffff;}',
    );
  });

  it('sets the html min-height when the root has a background image or gradient', () => {
    expect(
      elementCss({
        background: {
          backgroundImage: { url: 'http://example.org/image.png' },
          backgroundRepeat: 'no-repeat',
          backgroundPosition: 'center center',
          backgroundAttachment: 'fixed',
        },
      }),
    ).to.equal(
      'html{min-height: calc(100% - var(--wp-admin--admin-bar--height, 0px));}' +
        "body{background-image: url('http://example.org/image.png');background-position: center center;background-repeat: no-repeat;background-attachment: fixed;}",
    );
  });

  it('prints fluid root and element font sizes when fluid typography is on', () => {
    const merged = mergeGlobalStyles({
      theme: {
        version: 3,
        settings: { typography: { fluid: true } },
        styles: {
          typography: { fontSize: '1em' },
          elements: { h1: { typography: { fontSize: '100px' } } },
        },
      },
    });
    const css = generateStylesheet(merged, { parts: ['styles'] });
    expect(css).to.contain(
      'body{font-size: clamp(0.875em, 0.875rem + ((1vw - 0.2em) * 0.156), 1em);}',
    );
    expect(css).to.contain(
      'h1{font-size: clamp(50.171px, 3.136rem + ((1vw - 3.2px) * 3.893), 100px);}',
    );
  });
});
