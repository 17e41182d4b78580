export {
  BUILT_IN_EXAMPLE_BLOCKS,
  type BlockTypeExample,
  builtInExample,
  type ExampleBlock,
  exampleSection,
  type StyleBookBlockType,
  type StyleBookExample,
  serializeExample,
  styleBookExamples,
} from './examples';
export { LANDSCAPES, type LandscapeColors, landscapeImage } from './landscape';
export {
  exampleTarget,
  OVERVIEW_BLOCKS,
  STYLE_BOOK_TABS,
  type StyleBookSection,
  type StyleBookTab,
  type StyleBookTabEntry,
  THEME_SUBCATEGORIES,
  type ThemeSubcategory,
  tabSections,
  typographyExample,
} from './tabs';
