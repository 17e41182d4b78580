// A page's or post's summary beside its rows: the excerpt ('Add an excerpt…', opening its field),
// a post's format and Sticky, and Move to trash.
import {
  Button,
  CheckboxControl,
  __experimentalConfirmDialog as ConfirmDialog,
  SelectControl,
  TextareaControl,
} from '@wordpress/components';
import { useState } from 'react';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { useRealm } from '../realm-context';
import { useThemeFormats } from './post-data';
import { PostRow } from './post-row';
import { type EditedRecord, textOf } from './use-record';

type Edit = (edits: EditedRecord, typing?: boolean) => void;

export function PostExcerpt({ record, edit }: { record: EditedRecord; edit: Edit }) {
  if (record.excerpt === undefined) return null;
  const excerpt = textOf(record.excerpt);
  return (
    <PostRow
      value={excerpt || __('Add an excerpt…')}
      change={__('Edit excerpt')}
      name={excerpt ? undefined : __('Add an excerpt…')}
    >
      {() => (
        <TextareaControl
          __nextHasNoMarginBottom
          label={__('Excerpt')}
          help={__('Write an excerpt (optional)')}
          value={excerpt}
          onChange={(next) => edit({ excerpt: next }, true)}
        />
      )}
    </PostRow>
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
        __next40pxDefaultSize
        variant="secondary"
        isDestructive
        className="canvas-document__trash"
        style={{ width: '100%', justifyContent: 'center' }}
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
