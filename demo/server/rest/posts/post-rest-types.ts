// How each post type appears over REST beyond the common post fields: its registered meta keys,
// the taxonomies exposed as id lists, and WordPress's per-type quirks (user patterns show only
// raw title and content). One entry per posts-style endpoint.
import { type PostTypeDefinition, postTypes } from '../../site/post-types';
import type { ParamSchema } from '../schema';

export interface TermField {
  /** The response/body field, e.g. `categories`. */
  field: string;
  taxonomy: string;
}

export interface PostRestType {
  type: PostTypeDefinition;
  /** Registered meta keys with their schema; `default` is what an unset key reads as. */
  meta: ParamSchema;
  terms: TermField[];
  /** wp_block answers title and content as `{ raw }` in every context. */
  rawOnly: boolean;
  /** Posts only: `sticky` and `format`. */
  postExtras: boolean;
}

const footnotes: ParamSchema = { footnotes: { type: 'string', default: '' } };

export const postRestTypes: Record<string, PostRestType> = {
  post: {
    type: postTypes.post!,
    meta: footnotes,
    terms: [
      { field: 'categories', taxonomy: 'category' },
      { field: 'tags', taxonomy: 'post_tag' },
    ],
    rawOnly: false,
    postExtras: true,
  },
  page: { type: postTypes.page!, meta: footnotes, terms: [], rawOnly: false, postExtras: false },
  wp_block: {
    type: postTypes.wp_block!,
    meta: {
      // WordPress registers it with enum partial | unsynced: '' (synced) is sent as null or not sent.
      wp_pattern_sync_status: { type: 'string', enum: ['partial', 'unsynced'], default: '' },
      ...footnotes,
    },
    terms: [{ field: 'wp_pattern_category', taxonomy: 'wp_pattern_category' }],
    rawOnly: true,
    postExtras: false,
  },
  wp_navigation: {
    type: postTypes.wp_navigation!,
    meta: {},
    terms: [],
    rawOnly: false,
    postExtras: false,
  },
  wp_dataviews: {
    type: postTypes.wp_dataviews!,
    meta: {},
    terms: [{ field: 'wp_dataviews_type', taxonomy: 'wp_dataviews_type' }],
    rawOnly: false,
    postExtras: false,
  },
};

export const supports = (rest: PostRestType, feature: string) =>
  rest.type.supports.includes(feature);

export const postStatuses = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
