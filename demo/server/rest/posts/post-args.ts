// The query arguments of a posts collection and the writable fields of a post, per type.
import { contextArg } from '../context';
import { paginationArgs } from '../pagination';
import { type FieldSchema, type ParamSchema, rawField, textLimit } from '../schema';
import { type PostRestType, postStatuses, supports } from './post-rest-types';

const ids: FieldSchema = { type: 'array', items: { type: 'integer' } };
const dateArg: FieldSchema = { type: 'string', format: 'date-time' };
/** menu_order is a signed 32-bit column in WordPress. */
const int32: FieldSchema = { type: 'integer', minimum: -2_147_483_648, maximum: 2_147_483_647 };

export function listArgs(rest: PostRestType): ParamSchema {
  // As in WordPress: menu order (filter and sort) only where items have one.
  const hasMenuOrder = rest.type.hierarchical || supports(rest, 'page-attributes');
  const args: ParamSchema = {
    ...contextArg(),
    ...paginationArgs(),
    search: { type: 'string' },
    search_columns: {
      type: 'array',
      items: { type: 'string', enum: ['post_title', 'post_content', 'post_excerpt'] },
    },
    after: dateArg,
    before: dateArg,
    modified_after: dateArg,
    modified_before: dateArg,
    exclude: { ...ids, default: [] },
    include: { ...ids, default: [] },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    orderby: {
      type: 'string',
      enum: [
        'author',
        'date',
        'id',
        'include',
        'modified',
        'parent',
        'relevance',
        'slug',
        'include_slugs',
        'title',
        ...(hasMenuOrder ? ['menu_order'] : []),
      ],
      default: 'date',
    },
    slug: { type: 'array', items: { type: 'string' } },
    status: {
      type: 'array',
      items: { type: 'string', enum: [...postStatuses, 'any'] },
      default: ['publish'],
    },
  };
  if (supports(rest, 'author')) {
    args.author = { ...ids, default: [] };
    args.author_exclude = { ...ids, default: [] };
  }
  if (rest.type.hierarchical) {
    args.parent = ids;
    args.parent_exclude = { ...ids, default: [] };
    // A demo-host extension (the Gutenberg plugin's, not WordPress core's, which ignores it):
    // no element may send it; a list in levels orders them itself (src/posts/page-tree.ts).
    args.orderby_hierarchy = { type: 'boolean', default: false };
  }
  if (hasMenuOrder) args.menu_order = int32;
  for (const term of rest.terms) args[term.field] = ids;
  if (rest.postExtras) args.sticky = { type: 'boolean' };
  return args;
}

const readonly = (type: FieldSchema['type']): FieldSchema => ({ type, readonly: true });

export function bodySchema(rest: PostRestType): ParamSchema {
  const schema: ParamSchema = {
    id: readonly('integer'),
    type: readonly('string'),
    link: readonly('string'),
    guid: readonly('object'),
    modified: readonly('string'),
    modified_gmt: readonly('string'),
    generated_slug: readonly('string'),
    permalink_template: readonly('string'),
    class_list: readonly('array'),
    _links: readonly('object'),
    _embedded: readonly('object'),
    date: { type: ['string', 'null'], format: 'date-time' },
    date_gmt: { type: ['string', 'null'], format: 'date-time' },
    slug: { type: 'string', maxLength: 200 },
    status: { type: 'string', enum: postStatuses },
    password: { type: 'string' },
    title: rawField(textLimit),
    content: rawField(),
    template: { type: 'string' },
  };
  if (supports(rest, 'author')) schema.author = { type: 'integer', minimum: 0 };
  if (supports(rest, 'excerpt') || rest.rawOnly) schema.excerpt = rawField(textLimit);
  if (supports(rest, 'thumbnail')) schema.featured_media = { type: 'integer', minimum: 0 };
  if (supports(rest, 'comments')) {
    schema.comment_status = { type: 'string', enum: ['open', 'closed'] };
    schema.ping_status = { type: 'string', enum: ['open', 'closed'] };
  }
  if (rest.type.hierarchical) schema.parent = { type: 'integer', minimum: 0 };
  if (rest.type.hierarchical || supports(rest, 'page-attributes')) schema.menu_order = int32;
  if (Object.keys(rest.meta).length > 0) {
    // null deletes a key, as in WordPress; each key's enum is checked on write (post-write.ts),
    // with WordPress's rest_not_in_enum.
    const properties: ParamSchema = Object.fromEntries(
      Object.entries(rest.meta).map(([key, { enum: _enum, type, ...field }]) => [
        key,
        { ...field, type: [...(Array.isArray(type) ? type : [type]), 'null'] },
      ]),
    );
    schema.meta = { type: 'object', additionalProperties: false, properties };
  }
  for (const term of rest.terms) schema[term.field] = { type: 'array', items: { type: 'integer' } };
  if (rest.postExtras) {
    schema.sticky = { type: 'boolean' };
    schema.format = {
      type: 'string',
      enum: [
        'standard',
        'aside',
        'chat',
        'gallery',
        'link',
        'image',
        'quote',
        'status',
        'video',
        'audio',
      ],
    };
  }
  return schema;
}
