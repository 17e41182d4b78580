// The comments area of a single template, as WordPress's front end shows it to a logged-out
// visitor of a post without comments (the preview reads no comments from the host): no title,
// list or pagination, and the comment form while the post takes comments. Never a placeholder.
import { __ } from '../../i18n';
import { wrapperAttributes } from '../block-supports';
import { type BlockRenderer, currentPost } from '../context';
import { escapeHtml } from '../escape';
import { element, voidElement } from '../html';

const nothing: BlockRenderer = async () => '';

const required = () => ` ${element('span', { class: 'required' }, '*')}`;

function field(name: string, label: string, type: string, extra: Record<string, string> = {}) {
  const isRequired = name !== 'url';
  return element(
    'p',
    { class: `comment-form-${name}` },
    `${element('label', { for: name }, escapeHtml(label) + (isRequired ? required() : ''))} ${voidElement(
      'input',
      { id: name, name, type, value: '', size: 30, required: isRequired, ...extra },
    )}`,
  );
}

/** WordPress's comment form for a visitor who is not logged in; it cannot be sent from a preview. */
function commentForm(): string {
  const notes = element(
    'p',
    { class: 'comment-notes' },
    `${element('span', { id: 'email-notes' }, escapeHtml(__('Your email address will not be published.')))} ${element(
      'span',
      { class: 'required-field-message' },
      escapeHtml(__('Required fields are marked')) + required(),
    )}`,
  );
  const comment = element(
    'p',
    { class: 'comment-form-comment' },
    `${element('label', { for: 'comment' }, escapeHtml(__('Comment')) + required())} ${element(
      'textarea',
      { id: 'comment', name: 'comment', cols: 45, rows: 8, required: true },
    )}`,
  );
  const submit = element(
    'p',
    { class: 'form-submit wp-block-button' },
    voidElement('input', {
      name: 'submit',
      type: 'submit',
      id: 'submit',
      class: 'wp-block-button__link wp-element-button',
      value: __('Post Comment'),
    }),
  );
  const form = element(
    'form',
    { id: 'commentform', class: 'comment-form', method: 'post', novalidate: true },
    notes +
      comment +
      field('author', __('Name'), 'text', { autocomplete: 'name' }) +
      field('email', __('Email'), 'email', {
        'aria-describedby': 'email-notes',
        autocomplete: 'email',
      }) +
      field('url', __('Website'), 'url', { autocomplete: 'url' }) +
      submit,
  );
  const title = element(
    'h3',
    { id: 'reply-title', class: 'comment-reply-title' },
    escapeHtml(__('Leave a Reply')),
  );
  return element('div', { id: 'respond', class: 'comment-respond' }, title + form);
}

const postCommentsForm: BlockRenderer = async (block, ctx) => {
  const post = await currentPost(ctx);
  if (post?.commentStatus !== 'open') return '';
  return element('div', wrapperAttributes(block), commentForm());
};

export const commentBlocks: Record<string, BlockRenderer> = {
  // No comments to show: what a post without comments shows in their place.
  'core/comments-title': nothing,
  'core/comment-template': nothing,
  'core/comments-pagination': nothing,
  'core/post-comments-form': postCommentsForm,
};
