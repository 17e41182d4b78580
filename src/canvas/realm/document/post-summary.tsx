// A page's or post's summary beside its rows: the excerpt, a post's format and Sticky, the
// content's word count, and Move to trash.
import {
  Button,
  CheckboxControl,
  __experimentalConfirmDialog as ConfirmDialog,
  SelectControl,
  TextareaControl,
} from '@wordpress/components';
import { useState } from 'react';
import { __, _n } from '../../../i18n/translate';
import { sprintf } from '../../../i18n/sprintf';
import type { CanvasEntity } from '../../bridge';
import { useRealm } from '../realm-context';
import { useThemeFormats } from './post-data';
import { PostRow } from './post-row';
import { type EditedRecord, textOf } from './use-record';

type Edit = (edits: EditedRecord, typing?: boolean) => void;

export function PostExcerpt({ record, edit }: { record: EditedRecord; edit: Edit }) {
  if (record.excerpt === undefined) return null;
  return (
    <TextareaControl
      __nextHasNoMarginBottom
      label={__('Excerpt')}
      help={__('Write an excerpt (optional)')}
      value={textOf(record.excerpt)}
      onChange={(excerpt) => edit({ excerpt }, true)}
    />
  );
}

/** The post formats WordPress has, in its order. */
const formats = (): [string, string][] => [
  ['standard', __('Standard')],
  ['aside', __('Aside')],
  ['audio', __('Audio')],
  ['chat', __('Chat')],
  ['gallery', __('Gallery')],
  ['image', __('Image')],
  ['link', __('Link')],
  ['quote', __('Quote')],
  ['status', __('Status')],
  ['video', __('Video')],
];

export function PostFormat({ record, edit }: { record: EditedRecord; edit: Edit }) {
  const supported = useThemeFormats();
  if (record.format === undefined) return null;
  const current = String(record.format || 'standard');
  const options = formats()
    .filter(
      ([value]) =>
        value === 'standard' || value === current || !supported || supported.includes(value),
    )
    .map(([value, label]) => ({ value, label }));
  const shown = options.find((option) => option.value === current)?.label ?? current;
  return (
    <PostRow label={__('Format')} value={shown} change={__('Change format')}>
      {() => (
        <SelectControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label={__('Format')}
          value={current}
          options={options}
          onChange={(format) => edit({ format })}
        />
      )}
    </PostRow>
  );
}

export function PostSticky({ record, edit }: { record: EditedRecord; edit: Edit }) {
  if (record.sticky === undefined) return null;
  return (
    <CheckboxControl
      __nextHasNoMarginBottom
      label={__('Sticky')}
      checked={Boolean(record.sticky)}
      onChange={(sticky) => edit({ sticky })}
    />
  );
}

/** The record's content as markup: core-data gives a function once its blocks are edited. */
function contentOf(record: EditedRecord): string {
  const content = record.content;
  if (typeof content === 'function') return String((content as (r: object) => string)(record));
  return textOf(content);
}

/** The words of some markup's text (block comments and tags left out). */
export function countWords(markup: string): number {
  const text = markup
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, 'x');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function PostWordCount({ record }: { record: EditedRecord }) {
  const words = countWords(contentOf(record));
  return (
    <p className="canvas-document__word-count">
      {sprintf(_n('%d word', '%d words', words), words)}
    </p>
  );
}

export function PostTrash({ entity }: { entity: CanvasEntity }) {
  const { host } = useRealm();
  const [confirming, setConfirming] = useState(false);
  // The editor trashes it (its stores, its lists), says so and goes back to the list.
  const trash = () => {
    setConfirming(false);
    host.trash(entity);
  };
  return (
    <>
      <Button
        variant="secondary"
        isDestructive
        className="canvas-document__trash"
        onClick={() => setConfirming(true)}
      >
        {__('Move to trash')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        confirmButtonText={__('Move to trash')}
        onConfirm={trash}
        onCancel={() => setConfirming(false)}
      >
        {entity.name === 'page'
          ? __('Are you sure you want to move this page to the trash?')
          : __('Are you sure you want to move this post to the trash?')}
      </ConfirmDialog>
    </>
  );
}
