// A Styles screen rendered as the editor renders it (in a shadow root, under ElementRoot) over a
// fake host serving a small theme (keyed by origin, as WordPress serves a theme's base styles),
// the user's global styles record, block types, style variations and the media library. Tests
// change `fixture` before rendering; edits are read back from `$globalStyles`.
import { allTasks, cleanStores } from 'nanostores';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configureApiClient } from '../../../../src/api';
import { clearEntityCache, entityRecord, entityRecords } from '../../../../src/stores';
import { resetPermissions } from '../../../../src/stores/capabilities';
import { $globalStyles, $styleVariations } from '../../../../src/stores/global-styles';
import { resetMedia } from '../../../../src/stores/media';
import { $activeTheme } from '../../../../src/stores/site';
import {
  $blockTypes,
  $globalStylesEntity,
  $themeGlobalStyles,
} from '../../../../src/stores/site-styles';
import { baseStyles } from '../../../../src/ui/base-styles';
import { ElementRoot } from '../../../../src/ui/element-root';
import { adoptStyles } from '../../../../src/ui/styles';
import { waitFor } from '../../../helpers';
import { FakeHost, json } from '../../api/fake-host';
import { settle } from '../data-view/toolbar-harness';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Json = Record<string, unknown>;

export const palette = [
  { name: 'Paper', slug: 'base', color: '#faf7f2' },
  { name: 'Ink', slug: 'contrast', color: '#1e1c24' },
  { name: 'Terracotta', slug: 'accent', color: '#c4553b' },
  { name: 'Pewter', slug: 'pewter', color: '#8d8997' },
  { name: 'Mist', slug: 'mist', color: '#dce4f0' },
  { name: 'Saffron', slug: 'saffron', color: '#e3ae45' },
];

export function baseTheme(): Json {
  return {
    version: 3,
    settings: {
      appearanceTools: true,
      color: {
        background: true,
        text: true,
        link: true,
        heading: true,
        button: true,
        caption: true,
        custom: true,
        customGradient: true,
        defaultPalette: true,
        defaultGradients: false,
        palette: {
          default: [{ name: 'Black', slug: 'black', color: '#000000' }],
          theme: palette,
        },
        gradients: {
          default: [{ name: 'Vivid', slug: 'vivid', gradient: 'linear-gradient(#000, #fff)' }],
          theme: [
            {
              name: 'Sunrise',
              slug: 'sunrise',
              gradient: 'linear-gradient(135deg, #e3ae45 0%, #c4553b 100%)',
            },
          ],
        },
        duotone: {
          theme: [{ name: 'Ink and paper', slug: 'ink-and-paper', colors: ['#1e1c24', '#faf7f2'] }],
        },
      },
      background: { backgroundImage: true, backgroundSize: true },
    },
    styles: {
      color: { background: 'var:preset|color|base', text: 'var:preset|color|contrast' },
      elements: { link: { color: { text: 'var:preset|color|contrast' } } },
    },
  };
}

export interface Fixture {
  theme: Json;
  user: { styles: Json; settings: Json };
  variations: Json[];
  /** The `Allow` header of `/wp/v2/media` (POST: the user may upload). */
  mediaAllow: string;
}

export const fixture: Fixture = {
  theme: baseTheme(),
  user: { styles: {}, settings: {} },
  variations: [],
  mediaAllow: 'GET, POST',
};

export let host: FakeHost;
let element: HTMLDivElement | undefined;
let root: Root | undefined;
export let shadow: ShadowRoot;

const image = (id: number, title: string) => ({
  id,
  title: { raw: title, rendered: title },
  alt_text: '',
  source_url: `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${id}`,
  media_type: 'image',
  mime_type: 'image/gif',
});

export function setUpStylesHost(): void {
  beforeEach(() => {
    fixture.theme = baseTheme();
    fixture.user = { styles: {}, settings: {} };
    fixture.variations = [];
    fixture.mediaAllow = 'GET, POST';
    host = new FakeHost();
    host.on('GET', '/wp/v2/themes', () =>
      json([
        {
          stylesheet: 'meridian',
          template: 'meridian',
          is_block_theme: true,
          name: { raw: 'Meridian', rendered: 'Meridian' },
          _links: { 'wp:user-global-styles': [{ href: '/wp-json/wp/v2/global-styles/7' }] },
        },
      ]),
    );
    host.on('GET', '/wp/v2/global-styles/themes/:stylesheet', () => json(fixture.theme));
    host.on('GET', '/wp/v2/global-styles/themes/:stylesheet/variations', () =>
      json(fixture.variations),
    );
    host.on('GET', '/wp/v2/global-styles/:id', () =>
      json({
        id: 7,
        ...fixture.user,
        _links: { self: [{ href: '/wp-json/wp/v2/global-styles/7' }] },
      }),
    );
    host.on('GET', '/wp/v2/block-types', () =>
      json([
        { name: 'core/paragraph', supports: { color: { link: true } } },
        { name: 'core/quote', supports: { color: { background: false, gradients: true } } },
      ]),
    );
    host.collection('/wp/v2/media', [image(9, 'Slate'), image(8, 'Harbour')]);
    host.on(
      'OPTIONS',
      '/wp/v2/media',
      () => new Response(null, { status: 200, headers: { Allow: fixture.mediaAllow } }),
    );
    configureApiClient({
      root: '/wp-json/',
      nonce: undefined,
      nonceEndpoint: '',
      fetch: host.fetch,
    });
    clearEntityCache();
    resetPermissions();
    resetMedia();
  });

  afterEach(async () => {
    if (root) await act(async () => root?.unmount());
    element?.remove();
    root = undefined;
    await allTasks();
    cleanStores(
      $globalStyles,
      $styleVariations,
      $globalStylesEntity,
      $themeGlobalStyles,
      $activeTheme,
      $blockTypes,
      entityRecords('root', 'theme', { status: 'active' }),
      entityRecord('root', 'globalStyles', '7'),
    );
    clearEntityCache();
    // The next test's host replaces this one; nothing may reach the real network meanwhile.
  });
}

/** Renders a screen once the global styles are ready. */
export async function render(screen: ReactNode): Promise<ShadowRoot> {
  element = document.createElement('div');
  document.body.append(element);
  shadow = element.attachShadow({ mode: 'open' });
  adoptStyles(shadow, baseStyles);
  const container = document.createElement('div');
  shadow.append(container);
  root = createRoot(container);
  // The screen renders only once the styles load, as the Styles panel shows it.
  const unsubscribe = $globalStyles.listen(() => {});
  await act(async () => {
    await waitFor(() => $globalStyles.get().status === 'ready', 5000);
  });
  await act(async () => root?.render(<ElementRoot container={shadow}>{screen}</ElementRoot>));
  unsubscribe();
  await settle();
  return shadow;
}

/** The user's styles and settings with unsaved edits. */
export const userStyles = () => $globalStyles.get().user.styles as Json;
export const userSettings = () => $globalStyles.get().user.settings as Json;

/** Buttons (or other elements) by accessible name: aria-label, else text. */
export function named<E extends HTMLElement = HTMLButtonElement>(
  selector: string,
  name: string,
  within: ParentNode = shadow,
): E | undefined {
  return Array.from(within.querySelectorAll<E>(selector)).find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() === name,
  );
}
