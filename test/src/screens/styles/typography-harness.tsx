// A host with a block theme for the Typography screens' tests: the theme's styles (two font
// families, one with faces; a few font sizes), the user's empty global styles record, block
// types and style variations; the Styles navigator (or any panel) rendered in a shadow root
// once the global styles are ready.
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '../../../../src/api';
import { clearEntityCache } from '../../../../src/stores';
import { $globalStyles } from '../../../../src/stores/global-styles';
import { navigate } from '../../../../src/stores/router';
import { baseStyles } from '../../../../src/ui/base-styles';
import { ElementRoot } from '../../../../src/ui/element-root';
import { adoptStyles } from '../../../../src/ui/styles';
import { stylesScreenStyles } from '../../../../src/screens/styles/styles';
import { waitFor } from '../../../helpers';
import { FakeHost, json } from '../../api/fake-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const THEME = {
  version: 3,
  settings: {
    appearanceTools: true,
    typography: {
      fluid: true,
      defaultFontSizes: false,
      fontFamilies: {
        theme: [
          { name: 'Book Serif', slug: 'book-serif', fontFamily: 'Georgia, serif' },
          {
            name: 'Inter',
            slug: 'inter',
            fontFamily: 'Inter, sans-serif',
            fontFace: [
              { fontFamily: 'Inter', fontWeight: '300 500', fontStyle: 'normal', src: ['data:,'] },
              { fontFamily: 'Inter', fontWeight: '700', fontStyle: 'italic', src: ['data:,'] },
            ],
          },
        ],
      },
      fontSizes: {
        default: [{ name: 'Tiny', slug: 'tiny', size: '10px' }],
        theme: [
          { name: 'Small', slug: 'small', size: '0.875rem', fluid: false },
          { name: 'Medium', slug: 'medium', size: '1rem' },
          {
            name: 'Large',
            slug: 'large',
            size: '1.5rem',
            fluid: { min: '1.25rem', max: '1.5rem' },
          },
        ],
      },
    },
  },
  styles: {
    typography: {
      fontFamily: 'var:preset|font-family|book-serif',
      fontSize: 'var:preset|font-size|medium',
      lineHeight: '1.6',
    },
    elements: {
      heading: { typography: { fontFamily: 'var:preset|font-family|inter', fontWeight: '600' } },
      h1: { typography: { fontSize: 'var:preset|font-size|large' } },
    },
  },
};

export const BLOCK_TYPES = [
  {
    name: 'core/paragraph',
    supports: {
      typography: { fontSize: true, lineHeight: true, __experimentalLetterSpacing: true },
    },
  },
  { name: 'core/separator', supports: { color: { background: true } } },
];

export interface Setup {
  user?: { styles?: object; settings?: object };
  variations?: object[];
}

export interface Harness {
  host: FakeHost;
  shadow: ShadowRoot;
  unmount: () => Promise<void>;
}

/** The host's routes, the client pointed at it, caches cleared. */
export function fakeStylesHost(setup: Setup = {}): FakeHost {
  const host = new FakeHost();
  host.on('GET', '/wp/v2/themes', () =>
    json([
      {
        stylesheet: 'harbour',
        template: 'harbour',
        is_block_theme: true,
        name: { raw: 'Harbour', rendered: 'Harbour' },
        _links: {
          'wp:user-global-styles': [{ href: 'http://wp.test/wp-json/wp/v2/global-styles/7' }],
        },
      },
    ]),
  );
  host.on('GET', '/wp/v2/global-styles/themes/:stylesheet', () => json(THEME));
  host.on('GET', '/wp/v2/global-styles/themes/:stylesheet/variations', () =>
    json(setup.variations ?? []),
  );
  host.on('GET', '/wp/v2/global-styles/:id', () =>
    json({ id: 7, styles: {}, settings: {}, ...setup.user, _links: {} }),
  );
  host.on('GET', '/wp/v2/block-types', () => json(BLOCK_TYPES));
  configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
  clearEntityCache();
  return host;
}

/**
 * Renders `ui` (by default the Styles navigator at `section`) once the global styles are ready.
 */
export async function renderStyles(
  ui: ReactNode,
  options: Setup & { section?: string } = {},
): Promise<Harness> {
  const host = fakeStylesHost(options);
  if (options.section) navigate('/styles', { section: options.section });
  const stop = $globalStyles.listen(() => {});
  await waitFor(() => $globalStyles.get().status === 'ready' && $globalStyles.get().recordId, 5000);
  const element = document.createElement('div');
  document.body.append(element);
  const shadow = element.attachShadow({ mode: 'open' });
  adoptStyles(shadow, baseStyles);
  adoptStyles(shadow, stylesScreenStyles);
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<ElementRoot container={shadow}>{ui}</ElementRoot>));
  return {
    host,
    shadow,
    unmount: async () => {
      await act(async () => root.unmount());
      element.remove();
      stop();
    },
  };
}

/**
 * Waits for `check`, each look after an act() that lets React render what loading data started
 * (React 18 shows what renders inside one act() only when it ends).
 */
export async function rendered<T>(check: () => T | undefined | null | false): Promise<T> {
  const started = performance.now();
  let lastError: unknown;
  for (;;) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    try {
      const value = check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - started > 5000)
      throw lastError instanceof Error ? lastError : new Error('rendered: timed out after 5000 ms');
  }
}

/** The user's styles as edited (what saving would send). */
export const userStyles = () => $globalStyles.get().user.styles;
export const userSettings = () => $globalStyles.get().user.settings;
