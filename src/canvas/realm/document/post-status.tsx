// A page's or post's Status (draft, pending review, private, published or scheduled, and a
// password), and its Publish date: a date and time picker, 'Immediately' for a draft without one.
// Each a row (post-row.tsx): its value a button opening its control.
import {
  Button,
  CheckboxControl,
  DateTimePicker,
  SelectControl,
  TextControl,
} from '@wordpress/components';
import { useState } from 'react';
import { __ } from '../../../i18n/translate';
import { PostRow } from './post-row';
import type { EditedRecord } from './use-record';

type Edit = (edits: EditedRecord, typing?: boolean) => void;

/** Whether the record's date is set and in the future (publishing it schedules it). */
function isFuture(record: EditedRecord): boolean {
  const date = typeof record.date === 'string' ? Date.parse(record.date) : Number.NaN;
  return Number.isFinite(date) && date > Date.now();
}

/** Whether the record has no date of its own yet (a draft published 'Immediately'). */
function hasNoDate(record: EditedRecord): boolean {
  if (!record.date) return true;
  const draft = ['draft', 'pending', 'auto-draft'].includes(String(record.status));
  // WordPress gives a draft without a date its modified date; `date_gmt` stays null.
  return draft && (record.date_gmt === null || record.date === record.modified);
}

export function PostStatus({ record, edit }: { record: EditedRecord; edit: Edit }) {
  const status = String(record.status ?? 'draft');
  const future = isFuture(record);
  const published = future ? 'future' : 'publish';
  const options = [
    { value: 'draft', label: __('Draft') },
    { value: 'pending', label: __('Pending') },
    { value: 'private', label: __('Private') },
    { value: published, label: future ? __('Scheduled') : __('Published') },
  ];
  const password = typeof record.password === 'string' ? record.password : '';
  const [protectedShown, setProtectedShown] = useState(password !== '');
  const value = status === 'future' || status === 'publish' ? published : status;
  const shown = options.find((option) => option.value === value)?.label ?? status;
  return (
    <PostRow label={__('Status')} value={shown} change={__('Change status')}>
      {() => (
        <>
          <SelectControl
            __next40pxDefaultSize
            __nextHasNoMarginBottom
            label={__('Status')}
            value={value}
            options={options}
            onChange={(next) => {
              // A private post has no password (WordPress clears it).
              edit(next === 'private' ? { status: next, password: '' } : { status: next });
              if (next === 'private') setProtectedShown(false);
            }}
          />
          {status !== 'private' && (
            <CheckboxControl
              __nextHasNoMarginBottom
              label={__('Password protected')}
              checked={protectedShown}
              onChange={(checked) => {
                setProtectedShown(checked);
                if (!checked && password) edit({ password: '' });
              }}
            />
          )}
          {status !== 'private' && protectedShown && (
            <TextControl
              __next40pxDefaultSize
              __nextHasNoMarginBottom
              label={__('Password')}
              help={__('Only those with the password can view this post.')}
              value={password}
              onChange={(next) => edit({ password: next }, true)}
            />
          )}
        </>
      )}
    </PostRow>
  );
}

/** The date as the row shows it: the site's locale's date and time. */
function dateLabel(date: string): string {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function PostPublishDate({ record, edit }: { record: EditedRecord; edit: Edit }) {
  const immediately = hasNoDate(record);
  const date = typeof record.date === 'string' ? record.date : '';
  return (
    <PostRow
      label={__('Publish')}
      value={immediately ? __('Immediately') : dateLabel(date)}
      change={__('Change date')}
    >
      {(close) => (
        <div className="canvas-document__date">
          <DateTimePicker
            currentDate={immediately ? undefined : date}
            onChange={(next) => edit({ date: next })}
            is12Hour={false}
          />
          <Button
            variant="tertiary"
            onClick={() => {
              edit({ date: null });
              close();
            }}
          >
            {__('Now')}
          </Button>
        </div>
      )}
    </PostRow>
  );
}
