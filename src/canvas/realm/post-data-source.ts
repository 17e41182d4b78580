// The `core/post-data` block bindings source: what connects a Date block to its post's date.
// Core's Date block (and its Modified Date variation) binds `datetime` to it; without a source of
// that name the block finds no value and dates every post in a query loop as today. WordPress's
// editor package registers it; that package is not ours to load (docs: product.md), so the realm
// registers its own through the public `registerBlockBindingsSource`.
import { registerBlockBindingsSource } from '@wordpress/blocks';
import { store as coreStore } from '@wordpress/core-data';
import { __ } from '../../i18n/translate';

/** The block attributes a binding may fill, as WordPress's `get_block_bindings_supported_attributes` lists them. */
export const bindableAttributes: Record<string, string[]> = {
  'core/paragraph': ['content'],
  'core/heading': ['content'],
  'core/list-item': ['content'],
  'core/image': ['id', 'url', 'title', 'alt', 'caption'],
  'core/button': ['url', 'text', 'linkTarget', 'rel'],
  'core/post-date': ['datetime'],
  'core/navigation-link': ['url'],
  'core/navigation-submenu': ['url'],
};

type Select = (store: unknown) => unknown;

interface Context {
  postId?: number | string;
  postType?: string;
}

/** The fields a post gives, with the names the block bindings UI shows for them. */
const FIELDS: Record<string, () => string> = {
  date: () => __('Post Date'),
  modified: () => __('Post Modified Date'),
  link: () => __('Post Link'),
};

/**
 * A bound attribute's value: the post's field as the editor has it (its unsaved edits included).
 * Without it, the field's label while the post loads, and the field's name outside any post (a
 * template on its own), as WordPress's editor gives: never nothing, or the Date block would write
 * today's date into the template it sits in.
 */
function fieldValue(select: Select, context: Context, field: string): unknown {
  if (!context.postId || !context.postType) return field;
  const core = select(coreStore) as {
    getEditedEntityRecord(kind: string, name: string, id: number | string): Record<string, unknown>;
  };
  const record = core.getEditedEntityRecord('postType', context.postType, context.postId);
  return record?.[field] ?? FIELDS[field]?.() ?? field;
}

interface GetValuesArgs {
  select: Select;
  context: Context;
  bindings: Record<string, { args?: { field?: string; key?: string } }>;
}

/** Registers the source once (a second call would only warn). */
export function registerPostDataSource(): void {
  registerBlockBindingsSource({
    name: 'core/post-data',
    label: __('Post Data'),
    usesContext: ['postId', 'postType'],
    getValues({ select, context, bindings }: GetValuesArgs) {
      const values: Record<string, unknown> = {};
      for (const [attribute, binding] of Object.entries(bindings)) {
        // `key` is what bindings saved before WordPress 6.9 named the field.
        const field = binding.args?.field ?? binding.args?.key ?? '';
        values[attribute] = fieldValue(select, context, field);
      }
      return values;
    },
    // The post's date is changed in the post itself, never from a block inside a template.
    canUserEditValue: () => false,
  });
}
