// A small sample of each common core block's markup, for the block's preview in the Styles
// sidebar (the host's block types carry no `example` we could render). A block without a sample
// shows no preview. A block style variation's preview adds its `is-style-{name}` class.
import { __ } from '../../../i18n';

/** `{cls}` marks where the outer wrapper's extra classes go, `{attrs}` its comment attributes. */
const SAMPLES: Record<string, () => string> = {
  'core/paragraph': () =>
    `<!-- wp:paragraph{attrs} --><p class="{cls}">${__('The tide came in slowly that morning, and the harbour woke to the sound of gulls and rigging.')}</p><!-- /wp:paragraph -->`,
  'core/heading': () =>
    `<!-- wp:heading{attrs} --><h2 class="wp-block-heading {cls}">${__('A heading worth reading')}</h2><!-- /wp:heading -->`,
  'core/buttons': () =>
    `<!-- wp:buttons{attrs} --><div class="wp-block-buttons {cls}"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">${__('Read the guide')}</a></div><!-- /wp:button --><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">${__('Get in touch')}</a></div><!-- /wp:button --></div><!-- /wp:buttons -->`,
  'core/button': () =>
    `<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button{attrs} --><div class="wp-block-button {cls}"><a class="wp-block-button__link wp-element-button">${__('Start today')}</a></div><!-- /wp:button --></div><!-- /wp:buttons -->`,
  'core/quote': () =>
    `<!-- wp:quote{attrs} --><blockquote class="wp-block-quote {cls}"><!-- wp:paragraph --><p>${__('Good design is mostly a matter of leaving things out.')}</p><!-- /wp:paragraph --><cite>${__('A quiet editor')}</cite></blockquote><!-- /wp:quote -->`,
  'core/pullquote': () =>
    `<!-- wp:pullquote{attrs} --><figure class="wp-block-pullquote {cls}"><blockquote><p>${__('Every page deserves a second look before it goes out.')}</p><cite>${__('The style guide')}</cite></blockquote></figure><!-- /wp:pullquote -->`,
  'core/list': () =>
    `<!-- wp:list{attrs} --><ul class="wp-block-list {cls}"><!-- wp:list-item --><li>${__('Flour and salt.')}</li><!-- /wp:list-item --><!-- wp:list-item --><li>${__('Warm water.')}</li><!-- /wp:list-item --><!-- wp:list-item --><li>${__('Time to rise.')}</li><!-- /wp:list-item --></ul><!-- /wp:list -->`,
  'core/code': () =>
    `<!-- wp:code{attrs} --><pre class="wp-block-code {cls}"><code>// ${__('Each block keeps its own markup,')}\n// ${__('and the theme styles all of them.')}</code></pre><!-- /wp:code -->`,
  'core/preformatted': () =>
    `<!-- wp:preformatted{attrs} --><pre class="wp-block-preformatted {cls}">${__('Line one keeps its    spacing.\nLine two does too.')}</pre><!-- /wp:preformatted -->`,
  'core/verse': () =>
    `<!-- wp:verse{attrs} --><pre class="wp-block-verse {cls}">${__('Under the lamp the letters wait,')}<br>${__('each word a stone across the stream.')}</pre><!-- /wp:verse -->`,
  'core/separator': () =>
    `<!-- wp:separator{attrs} --><hr class="wp-block-separator has-alpha-channel-opacity {cls}"/><!-- /wp:separator -->`,
  'core/group': () =>
    `<!-- wp:group{attrs} --><div class="wp-block-group {cls}"><!-- wp:paragraph --><p>${__('One.')}</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>${__('Two.')}</p><!-- /wp:paragraph --></div><!-- /wp:group -->`,
  'core/columns': () =>
    `<!-- wp:columns{attrs} --><div class="wp-block-columns {cls}"><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>${__('Column one.')}</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>${__('Column two.')}</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->`,
  'core/table': () =>
    `<!-- wp:table{attrs} --><figure class="wp-block-table {cls}"><table><tbody><tr><td>${__('Season')}</td><td>${__('Harvest')}</td></tr><tr><td>${__('Spring')}</td><td>${__('Peas')}</td></tr><tr><td>${__('Autumn')}</td><td>${__('Apples')}</td></tr></tbody></table></figure><!-- /wp:table -->`,
  'core/details': () =>
    `<!-- wp:details{attrs} --><details class="wp-block-details {cls}"><summary>${__('Details')}</summary><!-- wp:paragraph --><p>${__('The summary opens to show this text.')}</p><!-- /wp:paragraph --></details><!-- /wp:details -->`,
};

/** The sample markup of a block (with a style variation's class), or undefined without one. */
export function blockSample(blockName: string, variation?: string): string | undefined {
  const sample = SAMPLES[blockName]?.();
  if (sample === undefined) return undefined;
  const cls = variation ? `is-style-${variation}` : '';
  const attrs = variation ? ` ${JSON.stringify({ className: cls })}` : '';
  return sample
    .replace('{attrs}', attrs)
    .replace(' class="{cls}"', cls ? ` class="${cls}"` : '')
    .replace(' {cls}', cls ? ` ${cls}` : '');
}
