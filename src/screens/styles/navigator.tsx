// Which screen of the Styles panel the `section` query names (spec 2.4). Moving between screens
// moves focus to the new screen's title, so keyboard and screen reader users follow along.
import { useStore } from '@nanostores/react';
import { type ComponentType, useEffect, useRef } from 'react';
import { parseStyleSection, type StyleScreen } from '../../routing/style-sections';
import { $location } from '../../stores/router';
import { NotBuilt } from '../../ui/not-built';
import { BackgroundScreen } from './background/background-screen';
import { ColorsScreen } from './colors/colors-screen';
import { PaletteScreen } from './colors/palette-screen';
import { TypographyElementScreen } from './typography/element-screen';
import { FontSizeScreen } from './typography/font-size-screen';
import { FontSizesScreen } from './typography/font-sizes-screen';
import { TypographyScreen } from './typography/typography-screen';
import { BlockScreen, BlockVariationScreen } from './blocks/block-screen';
import { BlocksScreen } from './blocks/blocks-screen';
import { CssScreen } from './css/css-screen';
import { LayoutScreen } from './layout/layout-screen';
import { RevisionsScreen } from './revisions/revisions-screen';
import { RootScreen } from './root-screen';
import { ShadowScreen } from './shadows/shadow-screen';
import { ShadowsScreen } from './shadows/shadows-screen';
import { VariationsScreen } from './variations-screen';

export interface StyleScreenProps {
  params: Record<string, string>;
  parent: string | undefined;
}

const notBuilt = (name: () => string) =>
  function NotBuiltYet() {
    return <NotBuilt name={name()} />;
  };

/** The screens built so far; the others say plainly that they are not. */
const screens: Partial<Record<StyleScreen, ComponentType<StyleScreenProps>>> = {
  root: RootScreen,
  variations: VariationsScreen,
  typography: TypographyScreen,
  'typography-element': TypographyElementScreen,
  'font-sizes': FontSizesScreen,
  'font-size': FontSizeScreen,
  colors: ColorsScreen,
  palette: PaletteScreen,
  background: BackgroundScreen,
  'block-palette': PaletteScreen,
  shadows: ShadowsScreen,
  shadow: ShadowScreen,
  layout: LayoutScreen,
  css: CssScreen,
  blocks: BlocksScreen,
  block: BlockScreen,
  'block-variation': BlockVariationScreen,
  revisions: RevisionsScreen,
};

export function StyleNavigator() {
  const { query } = useStore($location);
  const section = parseStyleSection(query.section);
  const Screen = screens[section.screen] ?? notBuilt(() => section.screen);
  const body = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the section only.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The root has no title of its own: the panel's ('Styles') stands for it.
    const title =
      body.current?.querySelector<HTMLElement>('[data-screen-title]') ??
      body.current?.parentElement?.querySelector<HTMLElement>('.st-header__title');
    title?.focus();
    body.current?.scrollTo?.({ top: 0 });
  }, [query.section]);
  return (
    <div className="st-body" ref={body}>
      <Screen params={section.params} parent={section.parent} />
    </div>
  );
}
