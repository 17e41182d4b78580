// A page's or post's rows after its status and date, in WordPress's order: Slug, Author,
// Template (named by the template in use), Discussion, and a page's Parent (its Order with it),
// each a label–value row whose value opens its control.
import {
  CheckboxControl,
  ComboboxControl,
  SelectControl,
  TextControl,
} from '@wordpress/components';
import { decodeEntities } from '../../../block-preview/escape';
import { __ } from '../../../i18n/translate';
import { postTemplateOptions, templateInUseLabel } from '../../../templates/post-templates';
import type { CanvasEntity } from '../../bridge';
import { renderedText, useAuthors, useRecord, useRecords } from './post-data';
import { PostRow } from './post-row';
import { textOf, type EditedRecord } from './use-record';

type Edit = (edits: EditedRecord, typing?: boolean) => void;
interface RowProps {
  entity: CanvasEntity;
  record: EditedRecord;
  edit: Edit;
}

/** The slug the record will have: its own, else its title's (as WordPress makes it), else its id. */
export function slugOf(record: EditedRecord): string {
  const own = textOf(record.slug);
  if (own) return decodeURIComponent(own);
  const fromTitle = textOf(record.title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>|&[a-z0-9#]+;/gi, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/[\s_-]+/g, '-');
  return fromTitle || String(record.id ?? '');
}

export function PostSlug({ record, edit }: RowProps) {
  return (
    <PostRow label={__('Slug')} value={slugOf(record)} change={__('Change slug')}>
      {() => (
        <TextControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label={__('Slug')}
          value={textOf(record.slug)}
          onChange={(slug) => edit({ slug }, true)}
        />
      )}
    </PostRow>
  );
}

export function PostAuthor({ record, edit }: RowProps) {
  const authors = useAuthors();
  const current = Number(record.author ?? 0);
  const options = authors.map((user) => ({ value: String(user.id), label: String(user.name) }));
  if (current && !options.some((option) => option.value === String(current))) {
    options.unshift({ value: String(current), label: String(current) });
  }
  const name = options.find((option) => option.value === String(current))?.label ?? '';
  return (
    <PostRow label={__('Author')} value={name} change={__('Change author')}>
      {() => (
        <SelectControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label={__('Author')}
          value={String(current)}
          options={options}
          onChange={(author) => edit({ author: Number(author) })}
        />
      )}
    </PostRow>
  );
}

export function PostTemplate({ entity, record, edit }: RowProps) {
  const templates = useRecords('postType', 'wp_template', { per_page: -1 });
  const current = typeof record.template === 'string' ? record.template : '';
  const options = postTemplateOptions(entity.name, templates, [current]);
  // The template in use: the one assigned, else the one the template hierarchy picks.
  const inUseTitle = templateInUseLabel(
    { id: Number(record.id ?? 0), type: entity.name, slug: textOf(record.slug), template: current },
    templates,
  );
  const assigned = current ? options.find((option) => option.value === current)?.label : '';
  const title = assigned || inUseTitle || options[0]!.label;
  return (
    <PostRow label={__('Template')} value={title} change={__('Change template')}>
      {() => (
        <SelectControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label={__('Template')}
          value={current}
          options={options}
          onChange={(template) => edit({ template })}
        />
      )}
    </PostRow>
  );
}

export function PostDiscussion({ entity, record, edit }: RowProps) {
  if (record.comment_status === undefined && record.ping_status === undefined) return null;
  const open = (record.comment_status ?? record.ping_status) === 'open';
  return (
    <PostRow
      label={__('Discussion')}
      value={open ? __('Open') : __('Closed')}
      change={__('Change discussion options')}
    >
      {() => (
        <>
          {record.comment_status !== undefined && (
            <SelectControl
              __next40pxDefaultSize
              __nextHasNoMarginBottom
              label={__('Comments')}
              value={String(record.comment_status)}
              options={[
                { value: 'open' as string, label: __('Open') },
                { value: 'closed' as string, label: __('Closed') },
              ]}
              onChange={(comment_status) => edit({ comment_status })}
            />
          )}
          {entity.name === 'post' && record.ping_status !== undefined && (
            <CheckboxControl
              __nextHasNoMarginBottom
              label={__('Enable pingbacks & trackbacks')}
              checked={record.ping_status === 'open'}
              onChange={(on) => edit({ ping_status: on ? 'open' : 'closed' })}
            />
          )}
        </>
      )}
    </PostRow>
  );
}

export function PostParent({ entity, record, edit }: RowProps) {
  const pages = useRecords('postType', entity.name, {
    per_page: 100,
    exclude: [Number(entity.id)],
    orderby: 'menu_order',
    order: 'asc',
    context: 'view',
    _fields: 'id,title,parent',
  });
  const parent = Number(record.parent ?? 0);
  const options = pages.map((item) => ({
    value: String(item.id),
    label: decodeEntities(renderedText(item.title)) || `#${item.id}`,
  }));
  // The parent's title, from the list, or its own record when the list does not have it.
  const listed = options.find((option) => option.value === String(parent))?.label;
  const own = useRecord('postType', entity.name, listed ? 0 : parent);
  const parentTitle = parent
    ? listed || decodeEntities(renderedText(own?.title)) || `#${parent}`
    : __('None');
  return (
    <PostRow label={__('Parent')} value={parentTitle} change={__('Change parent')}>
      {() => (
        <>
          <ComboboxControl
            __next40pxDefaultSize
            __nextHasNoMarginBottom
            label={__('Parent')}
            value={parent ? String(parent) : null}
            options={options}
            onChange={(next) => edit({ parent: next ? Number(next) : 0 })}
          />
          <TextControl
            __next40pxDefaultSize
            __nextHasNoMarginBottom
            type="number"
            label={__('Order')}
            value={String(record.menu_order ?? 0)}
            onChange={(order) => edit({ menu_order: Number.parseInt(order, 10) || 0 }, true)}
          />
        </>
      )}
    </PostRow>
  );
}
