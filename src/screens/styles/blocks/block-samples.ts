// What a block's Styles screen previews (spec 2.4, 9): the block's Style Book example, the same
// markup the Style Book shows (src/style-book), as WordPress previews a block from its example.
// Blocks the Style Book leaves out because they live inside another (a button) get the smallest
// parent that shows them. A block with neither shows no preview. A style variation's preview has
// its `is-style-{name}` class on the block, as WordPress gives it to the example.
import { addClassesToFirstElement } from '../../../block-preview/html';
import { __ } from '../../../i18n';
import { blockOpener, readBlockTokens } from '../../../navigation/block-markup';
import { type StyleBookBlockType, styleBookExamples } from '../../../style-book';

/** Blocks without a Style Book example of their own, shown in a parent. */
const IN_PARENT: Record<string, () => string> = {
  'core/button': () =>
    `<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">${__('Start today')}</a></div><!-- /wp:button --></div><!-- /wp:buttons -->`,
};

/** The markup with the block named `name` (its first occurrence) given the variation's class. */
export function withStyleVariation(markup: string, name: string, variation: string): string {
  const token = readBlockTokens(markup).find(
    (found) => found.kind !== 'closer' && found.name === name,
  );
  if (!token) return markup;
  const className = `is-style-${variation}`;
  const opener = blockOpener(name, { ...token.attrs, className }, token.kind === 'void');
  const after = markup.slice(token.end);
  // A block with saved HTML carries the class on its wrapper too; a dynamic one is drawn from
  // its attributes.
  const html = token.kind === 'void' ? after : addClassesToFirstElement(after, [className]);
  return markup.slice(0, token.start) + opener + html;
}

export interface BlockPreviewSample {
  markup: string;
  /** The width the example is laid out at, when the block asks for one. */
  viewportWidth?: number;
}

/** What the block's screen previews (with a style variation's class), or undefined. */
export function blockPreviewSample(
  blockType: StyleBookBlockType,
  variation?: string,
): BlockPreviewSample | undefined {
  const example = styleBookExamples([blockType])[0];
  const markup = example?.markup ?? IN_PARENT[blockType.name]?.();
  if (markup === undefined) return undefined;
  return {
    markup: variation ? withStyleVariation(markup, blockType.name, variation) : markup,
    ...(example?.viewportWidth !== undefined ? { viewportWidth: example.viewportWidth } : {}),
  };
}
