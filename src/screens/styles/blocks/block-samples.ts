// A small sample of each common core block's markup, for the block's preview in the Styles
// sidebar (the host's block types carry no `example` we could render). A block without a sample
// shows no preview. A block style variation's preview adds its `is-style-{name}` class.
import { __ } from '../../../i18n';

/** `{cls}` marks where the outer wrapper's extra classes go, `{attrs}` its comment attributes. */
const SAMPLES: Record<string, () => string> = {
  'core/paragraph': () =>
    `<!-- wp:paragraph{attrs} --><p class="{cls}">${__('In a village of La Mancha, the name of which I have no desire to call to mind, there lived not long since one of those gentlemen.')}</p><!-- /wp:paragraph -->`,
  'core/heading': () =>
    `<!-- wp:heading{attrs} --><h2 class="wp-block-heading {cls}">${__('Code is Poetry')}</h2><!-- /wp:heading -->`,
  'core/buttons': () =>
    `<!-- wp:buttons{attrs} --><div class="wp-block-buttons {cls}"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">${__('Find out more')}</a></div><!-- /wp:button --><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">${__('Contact us')}</a></div><!-- /wp:button --></div><!-- /wp:buttons -->`,
  'core/button': () =>
    `<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button{attrs} --><div class="wp-block-button {cls}"><a class="wp-block-button__link wp-element-button">${__('Call to action')}</a></div><!-- /wp:button --></div><!-- /wp:buttons -->`,
  'core/quote': () =>
    `<!-- wp:quote{attrs} --><blockquote class="wp-block-quote {cls}"><!-- wp:paragraph --><p>${__('In quoting others, we cite ourselves.')}</p><!-- /wp:paragraph --><cite>${__('Julio Cortázar')}</cite></blockquote><!-- /wp:quote -->`,
  'core/pullquote': () =>
    `<!-- wp:pullquote{attrs} --><figure class="wp-block-pullquote {cls}"><blockquote><p>${__('One of the hardest things to do in technology is disrupt yourself.')}</p><cite>${__('Matt Mullenweg')}</cite></blockquote></figure><!-- /wp:pullquote -->`,
  'core/list': () =>
    `<!-- wp:list{attrs} --><ul class="wp-block-list {cls}"><!-- wp:list-item --><li>${__('Alice.')}</li><!-- /wp:list-item --><!-- wp:list-item --><li>${__('The White Rabbit.')}</li><!-- /wp:list-item --><!-- wp:list-item --><li>${__('The Cheshire Cat.')}</li><!-- /wp:list-item --></ul><!-- /wp:list -->`,
  'core/code': () =>
    `<!-- wp:code{attrs} --><pre class="wp-block-code {cls}"><code>// ${__('A “block” is the abstract term used')}\n// ${__('to describe units of markup.')}</code></pre><!-- /wp:code -->`,
  'core/preformatted': () =>
    `<!-- wp:preformatted{attrs} --><pre class="wp-block-preformatted {cls}">${__('EXT. XANADU - FAINT DAWN - 1940 (MINIATURE)')}</pre><!-- /wp:preformatted -->`,
  'core/verse': () =>
    `<!-- wp:verse{attrs} --><pre class="wp-block-verse {cls}">${__('WHAT was he doing, the great god Pan,')}<br>${__('Down in the reeds by the river?')}</pre><!-- /wp:verse -->`,
  'core/separator': () =>
    `<!-- wp:separator{attrs} --><hr class="wp-block-separator has-alpha-channel-opacity {cls}"/><!-- /wp:separator -->`,
  'core/group': () =>
    `<!-- wp:group{attrs} --><div class="wp-block-group {cls}"><!-- wp:paragraph --><p>${__('One.')}</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>${__('Two.')}</p><!-- /wp:paragraph --></div><!-- /wp:group -->`,
  'core/columns': () =>
    `<!-- wp:columns{attrs} --><div class="wp-block-columns {cls}"><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>${__('Column one.')}</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>${__('Column two.')}</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->`,
  'core/table': () =>
    `<!-- wp:table{attrs} --><figure class="wp-block-table {cls}"><table><tbody><tr><td>${__('Version')}</td><td>${__('Musician')}</td></tr><tr><td>6.5</td><td>Regina Carter</td></tr><tr><td>6.4</td><td>Shirley Horn</td></tr></tbody></table></figure><!-- /wp:table -->`,
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
