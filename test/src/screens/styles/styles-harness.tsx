// A Styles screen rendered alone in a shadow root, over a fake host that serves an active block
// theme, its base global styles, the user's record (empty, with the edit-css action unless told
// otherwise) and a few block types. Every test starts from the theme's own styles.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configureApiClient } from '../../../../src/api';
import { clearEntityCache } from '../../../../src/stores';
import { $globalStyles, setUserConfig } from '../../../../src/stores/global-styles';
import { baseStyles } from '../../../../src/ui/base-styles';
import { ElementRoot } from '../../../../src/ui/element-root';
import { adoptStyles } from '../../../../src/ui/styles';
import { stylesScreenStyles } from '../../../../src/screens/styles/styles';
import { waitFor } from '../../../helpers';
import { FakeHost, json } from '../../api/fake-host';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const border = { color: true, radius: true, style: true, width: true };
const typography = { fontSize: true, lineHeight: true };

export const BLOCK_TYPES = [
  {
    name: 'acme/card',
    title: 'Card',
    category: 'design',
    supports: { __experimentalBorder: border },
  },
  {
    name: 'core/paragraph',
    title: 'Paragraph',
    category: 'text',
    supports: { typography, color: { link: true } },
  },
  { name: 'core/heading', title: 'Heading', category: 'text', supports: { typography } },
  { name: 'core/missing', title: 'Missing', category: 'text', supports: { html: false } },
  {
    name: 'core/buttons',
    title: 'Buttons',
    category: 'design',
    keywords: ['link'],
    supports: {
      spacing: { blockGap: true, margin: ['top', 'bottom'] },
      __experimentalBorder: border,
    },
  },
  {
    name: 'core/button',
    title: 'Button',
    category: 'design',
    supports: {
      spacing: { __experimentalSkipSerialization: true, padding: ['horizontal', 'vertical'] },
      __experimentalBorder: { ...border, __experimentalSkipSerialization: true },
      shadow: { __experimentalSkipSerialization: true },
    },
    styles: [
      { name: 'fill', label: 'Fill', isDefault: true },
      { name: 'outline', label: 'Outline' },
    ],
  },
  {
    name: 'core/navigation',
    title: 'Navigation',
    category: 'theme',
    supports: { spacing: { blockGap: true, __experimentalSkipSerialization: ['blockGap'] } },
  },
  {
    name: 'core/group',
    title: 'Group',
    category: 'design',
    supports: {
      spacing: { blockGap: true, padding: true, margin: true },
      dimensions: { minHeight: true, aspectRatio: true },
      __experimentalBorder: border,
    },
  },
  {
    name: 'core/image',
    title: 'Image',
    category: 'media',
    supports: { filter: { duotone: true }, __experimentalBorder: border },
  },
];

export const BASE_THEME = {
  version: 3,
  settings: {
    border,
    dimensions: { minHeight: true, aspectRatio: true },
    layout: { contentSize: '680px', wideSize: '1180px' },
    spacing: {
      padding: true,
      margin: true,
      blockGap: true,
      spacingSizes: {
        theme: [
          { name: 'Small', slug: '30', size: '1rem' },
          { name: 'Medium', slug: '50', size: '2rem' },
        ],
      },
    },
    shadow: {
      defaultPresets: true,
      presets: {
        default: [{ name: 'Natural', slug: 'natural', shadow: '6px 6px 9px rgba(0, 0, 0, 0.2)' }],
        theme: [{ name: 'Soft', slug: 'soft', shadow: '0px 1px 2px 0px rgba(0, 0, 0, 0.1)' }],
      },
    },
    color: {
      duotone: { theme: [{ name: 'Dusk', slug: 'dusk', colors: ['#000', '#f80'] }] },
    },
  },
  styles: { blocks: { 'core/image': { border: { style: 'dashed' } } } },
};

export interface StylesHarness {
  host: FakeHost;
  shadow: ShadowRoot;
  unmount(): Promise<void>;
}

export async function settle(ms = 30): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Renders `screen` over the fake host, once the global styles are ready. */
export async function renderStyles(
  screen: ReactNode,
  { canEditCss = true }: { canEditCss?: boolean } = {},
): Promise<StylesHarness> {
  const host = new FakeHost();
  host.on('GET', '/wp/v2/themes', () =>
    json([
      {
        stylesheet: 'meridian',
        template: 'meridian',
        is_block_theme: true,
        name: { raw: 'Meridian', rendered: 'Meridian' },
        _links: {
          'wp:user-global-styles': [{ href: 'http://wp.test/wp-json/wp/v2/global-styles/7' }],
        },
      },
    ]),
  );
  host.on('GET', '/wp/v2/global-styles/themes/:stylesheet', () => json(BASE_THEME));
  host.on('GET', '/wp/v2/global-styles/:id', () =>
    json({
      id: 7,
      styles: {},
      settings: {},
      _links: canEditCss
        ? { 'wp:action-edit-css': [{ href: 'http://wp.test/wp-json/wp/v2/global-styles/7' }] }
        : {},
    }),
  );
  host.on('GET', '/wp/v2/block-types', () => json(BLOCK_TYPES));
  configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
  clearEntityCache();

  const element = document.createElement('div');
  document.body.append(element);
  const shadow = element.attachShadow({ mode: 'open' });
  adoptStyles(shadow, baseStyles);
  adoptStyles(shadow, stylesScreenStyles);
  const container = document.createElement('div');
  shadow.append(container);
  const root: Root = createRoot(container);
  // Watched before the screen renders, so it renders with the styles ready.
  const stop = $globalStyles.listen(() => {});
  await waitFor(() => $globalStyles.get().status === 'ready', 5000);
  setUserConfig({ styles: {}, settings: {} });
  await act(async () => root.render(<ElementRoot container={shadow}>{screen}</ElementRoot>));
  await settle();
  return {
    host,
    shadow,
    async unmount() {
      await act(async () => root.unmount());
      stop();
      element.remove();
    },
  };
}

/** The user's styles or settings value at a path, as the store has it now. */
export function userValue(tree: 'styles' | 'settings', path: readonly string[]): unknown {
  let node: unknown = $globalStyles.get().user[tree];
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}
