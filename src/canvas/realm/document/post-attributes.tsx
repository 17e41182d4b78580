// A page's or post's rows after its status and date, in WordPress's order: Slug, Author,
// Template, Discussion, and a page's Parent and Order (Author and Template as label–value rows).
import {
  CheckboxControl,
  ComboboxControl,
  SelectControl,
  TextControl,
} from '@wordpress/components';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { renderedText, useAuthors, useRecords } from './post-data';
import { PostRow } from './post-row';
import { textOf, type EditedRecord } from './use-record';

type Edit = (edits: EditedRecord, typing?: boolean) => void;
interface RowProps {
  entity: CanvasEntity;
  record: EditedRecord;
  edit: Edit;
}

export function PostSlug({ record, edit }: RowProps) {
  return (
    <TextControl
      __next40pxDefaultSize
      __nextHasNoMarginBottom
      label={__('Slug')}
      value={textOf(record.slug)}
      onChange={(slug) => edit({ slug }, true)}
    />
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

/**
 * The templates a record of `type` may be given: the theme's custom templates for its type, as
 * WordPress's REST API accepts them (`get_page_templates()`), and what the record has.
 */
export function templatesFor(type: string, templates: EditedRecord[], current: string) {
  return templates.filter((template) => {
    const slug = String(template.slug);
    if (slug === current) return true;
    if (!template.is_custom) return false;
    const types = template.post_types;
    return Array.isArray(types) ? types.includes(type) : type === 'page';
  });
}

export function PostTemplate({ entity, record, edit }: RowProps) {
  const templates = useRecords('postType', 'wp_template', { per_page: -1 });
  const current = typeof record.template === 'string' ? record.template : '';
  const options = [
    { value: '', label: __('Default template') },
    ...templatesFor(entity.name, templates, current).map((template) => ({
      value: String(template.slug),
      label: renderedText(template.title) || String(template.slug),
    })),
  ];
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: current });
  }
  const title = options.find((option) => option.value === current)?.label ?? current;
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
  return (
    <fieldset className="canvas-document__discussion">
      <legend>{__('Discussion')}</legend>
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
    </fieldset>
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
    label: renderedText(item.title) || `#${item.id}`,
  }));
  return (
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
  );
}
