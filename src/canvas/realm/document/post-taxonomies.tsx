// A post's Categories (a checklist with a search and 'Add Category') and Tags (tokens: existing
// tags found by name, missing ones created), terms made through core-data.
import {
  Button,
  CheckboxControl,
  FormTokenField,
  PanelBody,
  TextControl,
} from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { dispatch, resolveSelect } from '@wordpress/data';
import { type FormEvent, useState } from 'react';
import { __ } from '../../../i18n/translate';
import { type Item, renderedText, useRecords } from './post-data';
import type { EditedRecord } from './use-record';

type Edit = (edits: EditedRecord, typing?: boolean) => void;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
const nameOf = (term: Item) =>
  renderedText(term.name)
    .replace(/&amp;/g, '&')
    .replace(/&#0?39;/g, "'");

type CoreActions = {
  saveEntityRecord(kind: string, name: string, record: object, options?: object): Promise<Item>;
};

/** A term of `taxonomy` named `name`: the one there is, or a new one. */
async function termNamed(taxonomy: string, name: string, known: Item[]): Promise<Item> {
  const same = (term: Item) => nameOf(term).toLowerCase() === name.toLowerCase();
  const found =
    known.find(same) ??
    (
      ((await (
        resolveSelect(coreStore) as unknown as {
          getEntityRecords(k: string, n: string, q: object): Promise<Item[] | null>;
        }
      ).getEntityRecords('taxonomy', taxonomy, { search: name, per_page: 20 })) ?? []) as Item[]
    ).find(same);
  if (found) return found;
  const actions = dispatch(coreStore) as unknown as CoreActions;
  return actions.saveEntityRecord('taxonomy', taxonomy, { name }, { throwOnError: true });
}

export function PostCategories({ record, edit }: { record: EditedRecord; edit: Edit }) {
  const categories = useRecords('taxonomy', 'category', { per_page: -1, context: 'view' });
  const chosen = idsOf(record.categories);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const shown = categories.filter((term) =>
    nameOf(term).toLowerCase().includes(search.trim().toLowerCase()),
  );
  const toggle = (id: number, on: boolean) =>
    edit({ categories: on ? [...chosen, id] : chosen.filter((other) => other !== id) });
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    const term = await termNamed('category', wanted, categories);
    const id = Number(term.id);
    if (!chosen.includes(id)) edit({ categories: [...chosen, id] });
    setName('');
    setAdding(false);
  };
  return (
    <PanelBody title={__('Categories')} initialOpen>
      {categories.length > 8 && (
        <TextControl
          __next40pxDefaultSize
          __nextHasNoMarginBottom
          label={__('Search Categories')}
          value={search}
          onChange={setSearch}
        />
      )}
      <fieldset aria-label={__('Categories')} className="canvas-document__terms">
        {shown.map((term) => (
          <CheckboxControl
            key={String(term.id)}
            __nextHasNoMarginBottom
            label={nameOf(term)}
            checked={chosen.includes(Number(term.id))}
            onChange={(on) => toggle(Number(term.id), on)}
          />
        ))}
      </fieldset>
      {adding ? (
        <form onSubmit={add}>
          <TextControl
            __next40pxDefaultSize
            __nextHasNoMarginBottom
            label={__('New Category Name')}
            value={name}
            onChange={setName}
          />
          <Button variant="secondary" type="submit">
            {__('Add Category')}
          </Button>
        </form>
      ) : (
        <Button variant="link" onClick={() => setAdding(true)}>
          {__('Add Category')}
        </Button>
      )}
    </PanelBody>
  );
}

export function PostTags({ record, edit }: { record: EditedRecord; edit: Edit }) {
  const ids = idsOf(record.tags);
  const own = useRecords(
    'taxonomy',
    'post_tag',
    { include: ids, per_page: -1, context: 'view' },
    ids.length === 0,
  );
  const [search, setSearch] = useState('');
  const found = useRecords(
    'taxonomy',
    'post_tag',
    { search, per_page: 20, context: 'view' },
    search.trim() === '',
  );
  const [made, setMade] = useState<Item[]>([]);
  const known = [...own, ...found, ...made];
  const names = ids.map((id) => {
    const term = known.find((item) => Number(item.id) === id);
    return term ? nameOf(term) : String(id);
  });
  const change = async (tokens: (string | { value: string })[]) => {
    const wanted = tokens.map((token) => (typeof token === 'string' ? token : token.value).trim());
    const terms = await Promise.all(
      wanted.filter(Boolean).map((name) => termNamed('post_tag', name, known)),
    );
    setMade((list) => [...list, ...terms]);
    edit({ tags: [...new Set(terms.map((term) => Number(term.id)))] });
  };
  return (
    <PanelBody title={__('Tags')} initialOpen>
      <FormTokenField
        __next40pxDefaultSize
        __nextHasNoMarginBottom
        label={__('Add Tag')}
        value={names}
        suggestions={found.map(nameOf)}
        onInputChange={setSearch}
        onChange={(tokens) => void change(tokens)}
        __experimentalExpandOnFocus
      />
    </PanelBody>
  );
}
