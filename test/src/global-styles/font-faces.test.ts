import { expect } from '@esm-bundle/chai';
import {
  fontFaceRules,
  generateStylesheet,
  mergeGlobalStyles,
  siteStylesheet,
  type ThemeFileUri,
  type ThemeFolders,
  type ThemeJson,
  themeFileLinks,
} from '../../../src/global-styles';

const INTER = 'file:./assets/fonts/inter/Inter-VariableFont_slnt,wght.woff2';
const INTER_URL =
  'http://example.org/wp-content/themes/lumen/assets/fonts/inter/Inter-VariableFont_slnt%2Cwght.woff2';
const links: ThemeFileUri[] = [
  {
    name: INTER,
    href: INTER_URL,
    target: 'settings.typography.fontFamilies.theme.0.fontFace.0.src.0',
    type: 'font/woff2',
  },
];

function theme(fontFamilies: unknown[], styles: ThemeJson['styles'] = {}): ThemeJson {
  return { version: 3, settings: { typography: { fontFamilies } }, styles };
}

/** Only the font faces of a theme (and a user layer) merged over nothing else. */
function faces(
  layers: { theme: ThemeJson; user?: ThemeJson },
  uris = links,
  themeFolders?: ThemeFolders,
): string {
  return generateStylesheet(mergeGlobalStyles(layers), {
    parts: ['font-faces'],
    themeFileUris: uris,
    ...(themeFolders ? { themeFolders } : {}),
  });
}

/** Twenty Twenty-Five's first font, as WordPress 7.1's REST API gives it: with no link. */
const manrope = {
  name: 'Manrope',
  slug: 'manrope',
  fontFamily: 'Manrope, sans-serif',
  fontFace: [
    {
      src: ['file:./assets/fonts/manrope/Manrope-VariableFont_wght.woff2'],
      fontWeight: '200 800',
      fontStyle: 'normal',
      fontFamily: 'Manrope',
    },
  ],
};
const TT5 = 'http://127.0.0.1:8892/wp-content/themes/twentytwentyfive';

const inter = {
  name: 'Inter',
  slug: 'inter',
  fontFamily: 'Inter, sans-serif',
  fontFace: [{ fontFamily: 'Inter', fontStyle: 'normal', fontWeight: '300 900', src: [INTER] }],
};

describe('font faces', () => {
  it('prints a theme font with its file resolved through the theme file links', () => {
    expect(faces({ theme: theme([inter]) })).to.equal(
      `@font-face{font-family:Inter;font-style:normal;font-weight:300 900;font-display:fallback;src:url('${INTER_URL}') format('woff2');}`,
    );
  });

  it('quotes a family name with spaces and takes the first family of the stack', () => {
    const fira = {
      slug: 'fira-code',
      fontFamily: '"Fira Code", monospace',
      fontFace: [{ src: 'https://fonts.example/fira.woff' }],
    };
    expect(faces({ theme: theme([fira]) })).to.equal(
      `@font-face{font-family:"Fira Code";font-style:normal;font-weight:400;font-display:fallback;src:url('https://fonts.example/fira.woff') format('woff');}`,
    );
  });

  it('lists sources woff2 first and names each format from its extension', () => {
    const family = {
      slug: 'many',
      fontFamily: 'Many',
      fontFace: [
        {
          src: [
            'https://f.example/a.svg',
            'https://f.example/a.otf',
            'https://f.example/a.eot',
            'https://f.example/a.ttf?v=2',
            'https://f.example/a.woff',
            'https://f.example/a.woff2',
            'https://f.example/a.unknown',
          ],
        },
      ],
    };
    expect(faces({ theme: theme([family]) })).to.equal(
      '@font-face{font-family:Many;font-style:normal;font-weight:400;font-display:fallback;src:' +
        "url('https://f.example/a.woff2') format('woff2'), " +
        "url('https://f.example/a.woff') format('woff'), " +
        "url('https://f.example/a.ttf?v=2') format('truetype'), " +
        "url('https://f.example/a.eot') format('embedded-opentype'), " +
        "url('https://f.example/a.otf') format('opentype'), " +
        "url('https://f.example/a.svg') format('svg');}",
    );
  });

  it('prints every descriptor the face gives, in its order after the first four', () => {
    const family = {
      slug: 'full',
      fontFamily: 'Full',
      fontFace: [
        {
          src: 'https://f.example/full.woff2',
          fontWeight: 700,
          fontStyle: 'italic',
          fontDisplay: 'swap',
          fontStretch: 'condensed',
          unicodeRange: 'U+0000-00FF, U+0131',
          fontVariant: 'small-caps',
          fontFeatureSettings: '"liga" 1',
          fontVariationSettings: "'wght' 400",
          ascentOverride: '90%',
          descentOverride: '20%',
          lineGapOverride: '0%',
          sizeAdjust: '105%',
        },
      ],
    };
    expect(faces({ theme: theme([family]) })).to.equal(
      '@font-face{font-family:Full;font-style:italic;font-weight:700;font-display:swap;' +
        "src:url('https://f.example/full.woff2') format('woff2');" +
        'font-stretch:condensed;unicode-range:U+0000-00FF, U+0131;font-variant:small-caps;' +
        `font-feature-settings:"liga" 1;font-variation-settings:'wght' 400;` +
        'ascent-override:90%;descent-override:20%;line-gap-override:0%;size-adjust:105%;}',
    );
  });

  it('keeps the default font-display when the face names an unknown one', () => {
    const family = {
      slug: 'x',
      fontFamily: 'X',
      fontFace: [{ src: 'https://f.example/x.woff2', fontDisplay: 'sometimes' }],
    };
    expect(faces({ theme: theme([family]) })).to.contain('font-display:fallback;');
  });

  it('leaves out a theme file no link resolves, and a face left with no source', () => {
    const family = {
      slug: 'inter',
      fontFamily: 'Inter',
      fontFace: [
        { fontWeight: '400', src: ['file:./assets/missing.woff2', 'https://f.example/i.woff'] },
        { fontWeight: '700', src: 'file:./assets/missing-bold.woff2' },
      ],
    };
    const css = faces({ theme: theme([family]) });
    expect(css).to.equal(
      `@font-face{font-family:Inter;font-style:normal;font-weight:400;font-display:fallback;src:url('https://f.example/i.woff') format('woff');}`,
    );
    expect(faces({ theme: theme([inter]) }, [])).to.equal('');
  });

  it('prints every origin, the user font library last, a later family of a name replacing it', () => {
    const defaults = {
      version: 3,
      settings: {
        typography: {
          fontFamilies: [
            { slug: 'd', fontFamily: 'Default', fontFace: [{ src: 'https://f.example/d.woff2' }] },
          ],
        },
      },
    } as ThemeJson;
    const installed = {
      slug: 'lora',
      fontFamily: 'Lora, serif',
      fontFace: [{ src: 'http://example.org/wp-content/uploads/fonts/lora.woff2' }],
    };
    const userInter = {
      slug: 'inter',
      fontFamily: 'Inter',
      fontFace: [{ fontWeight: '400', src: 'http://example.org/wp-content/uploads/fonts/i.woff2' }],
    };
    const css = generateStylesheet(
      mergeGlobalStyles({ defaults, theme: theme([inter]), user: theme([userInter, installed]) }),
      { parts: ['font-faces'], themeFileUris: links },
    );
    const families = [...css.matchAll(/font-family:([^;]+);/g)].map((match) => match[1]);
    expect(families).to.deep.equal(['Default', 'Inter', 'Lora']);
    expect(css).to.contain('uploads/fonts/i.woff2');
    expect(css).not.to.contain('Inter-VariableFont');
  });

  it('cannot be broken out of by a family name or a URL', () => {
    const family = {
      slug: 'evil',
      fontFamily: 'Evil"; } </style><script>',
      fontFace: [
        {
          src: "https://f.example/a.woff2?x=');}</style><script>alert(1)</script>",
          fontWeight: '400;} body{color:red',
          unicodeRange: 'U+0-FF"',
        },
      ],
    };
    const css = fontFaceRules(mergeGlobalStyles({ theme: theme([family]) }).settings);
    // The URL is URI-encoded first (it was not encoded), then made safe for `url('…')`.
    expect(css).to.equal(
      '@font-face{font-family:"Evil\\"; } \\3c /style>\\3c script>";font-style:normal;font-weight:400;font-display:fallback;' +
        "src:url('https://f.example/a.woff2?x=%27%29;%7D%3C/style%3E%3Cscript%3Ealert%281%29%3C/script%3E') format('woff2');}",
    );
    expect(css).not.to.contain('</');
  });

  it("prints a theme font no link names from the theme's folder, as WordPress's front end does", () => {
    const css = faces({ theme: theme([manrope]) }, [], { stylesheetUri: TT5, templateUri: TT5 });
    expect(css).to.equal(
      '@font-face{font-family:Manrope;font-style:normal;font-weight:200 800;font-display:fallback;' +
        `src:url('${TT5}/assets/fonts/manrope/Manrope-VariableFont_wght.woff2') format('woff2');}`,
    );
  });

  it("takes the host's link over the theme's folder", () => {
    const css = faces({ theme: theme([inter]) }, links, { stylesheetUri: 'http://other.test/t' });
    expect(css).to.contain(`src:url('${INTER_URL}') format('woff2');`);
    expect(css).not.to.contain('other.test');
  });

  it("lists a child theme's folder first, then its parent's, for the browser to try in turn", () => {
    const folders = {
      stylesheetUri: 'http://x.test/wp-content/themes/lane-child/',
      templateUri: 'http://x.test/wp-content/themes/twentytwentyfive',
    };
    const css = faces({ theme: theme([manrope]) }, [], folders);
    expect(css).to.contain(
      "src:url('http://x.test/wp-content/themes/lane-child/assets/fonts/manrope/Manrope-VariableFont_wght.woff2') format('woff2'), " +
        "url('http://x.test/wp-content/themes/twentytwentyfive/assets/fonts/manrope/Manrope-VariableFont_wght.woff2') format('woff2');}",
    );
  });

  it('URI-encodes theme paths and font URLs that are not encoded yet, and only those', () => {
    const family = {
      slug: 'odd',
      fontFamily: 'Odd',
      fontFace: [
        { fontWeight: '400', src: 'file:./fonts/odd sans/Italic,wght 100%.woff2' },
        { fontWeight: '500', src: 'file:./fonts/already%20encoded.woff2' },
        { fontWeight: '600', src: 'https://f.example/Café Sans/regular.woff2' },
        { fontWeight: '700', src: 'https://f.example/Caf%C3%A9%20Sans/bold.woff2' },
      ],
    };
    const css = faces({ theme: theme([family]) }, [], { stylesheetUri: 'http://x.test/t' });
    const sources = [...css.matchAll(/src:url\('([^']+)'\)/g)].map((match) => match[1]);
    expect(sources).to.deep.equal([
      'http://x.test/t/fonts/odd%20sans/Italic%2Cwght%20100%25.woff2',
      'http://x.test/t/fonts/already%20encoded.woff2',
      'https://f.example/Caf%C3%A9%20Sans/regular.woff2',
      'https://f.example/Caf%C3%A9%20Sans/bold.woff2',
    ]);
  });

  it('leaves out a theme file whose path would leave the theme folder', () => {
    const family = {
      slug: 'away',
      fontFamily: 'Away',
      fontFace: [{ src: ['file:./../other/a.woff2', 'file:./a//b.woff2', 'file:./ok.woff2'] }],
    };
    const css = faces({ theme: theme([family]) }, [], { stylesheetUri: 'http://x.test/t' });
    expect(css).to.contain("src:url('http://x.test/t/ok.woff2') format('woff2');}");
    expect(css).not.to.contain('other');
    expect(css).not.to.contain('a//b');
  });

  it('comes after the rest of the site stylesheet, as WordPress prints it', () => {
    const css = siteStylesheet({ theme: theme([inter]), themeFileUris: links });
    expect(css.endsWith(`format('woff2');}`)).to.equal(true);
    expect(css.indexOf('@font-face')).to.be.greaterThan(css.indexOf('--wp--preset--font-family'));
  });
});

describe('theme file links', () => {
  it('reads _links wp:theme-file of a response, skipping malformed entries', () => {
    const response = { _links: { 'wp:theme-file': [...links, { name: 'file:./x.png' }, 'no'] } };
    expect(themeFileLinks(response)).to.deep.equal(links);
    expect(themeFileLinks({})).to.deep.equal([]);
  });

  it('resolves file:./ background images of the root and blocks, dropping unresolved ones', () => {
    const styles = {
      background: { backgroundImage: { url: 'file:./assets/hero.jpg' }, backgroundSize: 'cover' },
      blocks: {
        'core/group': { background: { backgroundImage: { url: 'file:./assets/missing.png' } } },
        'core/quote': { background: { backgroundImage: { url: 'file:./assets/q.png' } } },
      },
    };
    const uris = [
      { name: 'file:./assets/hero.jpg', href: 'http://example.org/t/hero.jpg' },
      { name: 'file:./assets/q.png', href: 'http://example.org/t/q.png' },
    ];
    const css = generateStylesheet(mergeGlobalStyles({ theme: { version: 3, styles } }), {
      parts: ['styles'],
      themeFileUris: uris,
    });
    expect(css).to.contain(
      "body{background-image: url('http://example.org/t/hero.jpg');background-size: cover;}",
    );
    expect(css).to.contain(
      ":root :where(.wp-block-quote){background-image: url('http://example.org/t/q.png');",
    );
    expect(css).not.to.contain('file:');
    expect(css).not.to.contain('.wp-block-group){background');
  });

  it("resolves a background image no link names against the theme's folder", () => {
    const styles = { background: { backgroundImage: { url: 'file:./assets/paper.webp' } } };
    const css = siteStylesheet({
      theme: { version: 3, styles },
      themeFolders: { stylesheetUri: TT5 },
    });
    expect(css).to.contain(`body{background-image: url('${TT5}/assets/paper.webp');`);
  });

  it("passes the theme's folders through siteStylesheet to the theme's fonts", () => {
    const css = siteStylesheet({ theme: theme([manrope]), themeFolders: { stylesheetUri: TT5 } });
    expect(css).to.contain(`@font-face{font-family:Manrope;`);
    expect(css).to.contain(`${TT5}/assets/fonts/manrope/Manrope-VariableFont_wght.woff2`);
  });
});
