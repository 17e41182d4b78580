// The search form and the query title: blocks whose front-end output needs no host data beyond
// their attributes. A preview shows them as the site would before anyone searches: an empty form
// and the title's stand-in text, as the editor shows it.
import { __ } from '../../i18n';
import { wrapperAttributes } from '../block-supports';
import type { BlockRenderer } from '../context';
import { escapeHtml } from '../escape';
import { classNames, element, headingTag, voidElement } from '../html';

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value : fallback;

const search: BlockRenderer = async (block) => {
  const attrs = block.attrs;
  const position = text(attrs.buttonPosition, 'button-outside');
  const showLabel = attrs.showLabel !== false;
  const input = voidElement('input', {
    class: 'wp-block-search__input',
    type: 'search',
    name: 's',
    placeholder: typeof attrs.placeholder === 'string' ? attrs.placeholder : '',
    'aria-label': showLabel ? undefined : text(attrs.label, __('Search')),
  });
  const button =
    position === 'no-button'
      ? ''
      : element(
          'button',
          {
            type: 'button',
            class: classNames('wp-block-search__button', 'wp-element-button'),
            'aria-label': attrs.buttonUseIcon ? text(attrs.buttonText, __('Search')) : undefined,
          },
          attrs.buttonUseIcon ? '' : escapeHtml(text(attrs.buttonText, __('Search'))),
        );
  const label = showLabel
    ? element(
        'label',
        { class: 'wp-block-search__label' },
        escapeHtml(text(attrs.label, __('Search'))),
      )
    : '';
  const inside = element('div', { class: 'wp-block-search__inside-wrapper' }, input + button);
  const wrapper = wrapperAttributes(block, {
    className: classNames(
      `wp-block-search__${position}`,
      !attrs.buttonUseIcon && position !== 'no-button' && 'wp-block-search__text-button',
      attrs.buttonUseIcon === true && 'wp-block-search__icon-button',
    ),
  });
  return element('form', { ...wrapper, role: 'search' }, label + inside);
};

const queryTitle: BlockRenderer = async (block) => {
  const type = block.attrs.type;
  const title =
    type === 'search'
      ? __('Search results for: “search”')
      : type === 'post-type'
        ? __('Post type')
        : __('Archive title');
  return element(
    headingTag(block.attrs.level ?? 1, 'h1'),
    wrapperAttributes(block),
    escapeHtml(title),
  );
};

export const searchBlocks: Record<string, BlockRenderer> = {
  'core/search': search,
  'core/query-title': queryTitle,
};
