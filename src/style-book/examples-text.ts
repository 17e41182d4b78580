// Built-in examples of the core text blocks: their saved HTML exactly as WordPress's front end
// has it (class names and wrappers, so the theme's and the block library's CSS apply), with
// our own short example texts.
import { sprintf } from '../i18n/sprintf';
import { __ } from '../i18n/translate';
import { block, type ExampleMarkup, heading, innerBlocks, paragraph, text } from './markup';

/** Headings of levels 1 to 6, shown by the heading example and the Typography overview. */
export function headingLevels(): string {
  return innerBlocks(
    ...[1, 2, 3, 4, 5, 6].map((level) =>
      // translators: %d: a heading level, 1 to 6.
      heading(level, text(sprintf(__('Heading level %d'), level))),
    ),
  );
}

const listItem = (translated: string) =>
  block('core/list-item', {}, `<li>${text(translated)}</li>`);

const row = (cells: string[], tag: 'th' | 'td') =>
  `<tr>${cells.map((cell) => `<${tag}>${text(cell)}</${tag}>`).join('')}</tr>`;

function table(): string {
  const head = row([__('Trail'), __('Distance'), __('Climb')], 'th');
  const body = [
    [__('River path'), __('5 km'), __('40 m')],
    [__('Ridge loop'), __('8 km'), __('320 m')],
    [__('Summit track'), __('12 km'), __('780 m')],
  ]
    .map((cells) => row(cells, 'td'))
    .join('');
  const caption = text(__('Three walks that start from the village square.'));
  return block(
    'core/table',
    {},
    `<figure class="wp-block-table"><table class="has-fixed-layout"><thead>${head}</thead><tbody>${body}</tbody></table><figcaption class="wp-element-caption">${caption}</figcaption></figure>`,
  );
}

export const TEXT_EXAMPLES: Readonly<Record<string, ExampleMarkup>> = {
  'core/paragraph': () =>
    paragraph(
      text(
        __(
          'Every walk up the hill starts at the bakery. Buy something warm, take the lane past the old mill, and keep going until the roofs below are small enough to hold in one hand.',
        ),
      ),
    ),
  'core/heading': headingLevels,
  'core/list': () =>
    block(
      'core/list',
      {},
      `<ul class="wp-block-list">${innerBlocks(
        listItem(__('A flask of hot tea')),
        listItem(__('A map that folds back the right way')),
        listItem(__('Shoes that have been walked in')),
      )}</ul>`,
    ),
  'core/quote': () =>
    block(
      'core/quote',
      {},
      `<blockquote class="wp-block-quote">${paragraph(
        text(__('The hill never gets any smaller, but your steps get surer.')),
      )}<cite>${text(__('Notes from the trail'))}</cite></blockquote>`,
    ),
  'core/pullquote': () =>
    block(
      'core/pullquote',
      {},
      `<figure class="wp-block-pullquote"><blockquote><p>${text(
        __('Slow mornings make room for the best ideas.'),
      )}</p><cite>${text(__('The village newsletter'))}</cite></blockquote></figure>`,
    ),
  'core/code': () =>
    block(
      'core/code',
      {},
      `<pre class="wp-block-code"><code>${text(
        `// ${__('Greets a visitor by name.')}\nfunction greet(name) {\n  return 'Hello, ' + name + '!';\n}`,
      )}</code></pre>`,
    ),
  'core/preformatted': () =>
    block(
      'core/preformatted',
      {},
      `<pre class="wp-block-preformatted">${[
        __('Monday      sow the beans'),
        __('Wednesday   water the rows'),
        __('Saturday    pick whatever is ripe'),
      ]
        .map(text)
        .join('<br>')}</pre>`,
    ),
  'core/verse': () =>
    block(
      'core/verse',
      {},
      `<pre class="wp-block-verse">${[
        __('The kettle hums, the window fogs,'),
        __('the garden waits in grey;'),
        __('by noon the sun has found the beans'),
        __('and talked the frost away.'),
      ]
        .map(text)
        .join('<br>')}</pre>`,
    ),
  'core/table': table,
  'core/details': () =>
    block(
      'core/details',
      { showContent: true },
      `<details class="wp-block-details" open><summary>${text(
        __('What should I pack?'),
      )}</summary>${paragraph(
        text(__('Water, something to eat, and a warm layer for the wind at the top.')),
      )}</details>`,
    ),
};
