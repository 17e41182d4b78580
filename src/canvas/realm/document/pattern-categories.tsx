// A pattern's categories, as WordPress's pattern tab has them: its `wp_pattern_category` terms as
// tokens, typed or picked from the site's terms and the theme's categories; a name no term has
// is made a term first (core-data, so through the host), by the Patterns page's rule
// (src/patterns/category-names). The chosen ids are the user's edit of the pattern.
import { FormTokenField } from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo, useState } from 'react';
import { decodeEntities } from '../../../block-preview/escape';
import { __ } from '../../../i18n/translate';
import {
  categoryChoices,
  categorySuggestions,
  categoryTermIdsOf,
  planCategoryTerms,
} from '../../../patterns/category-names';
import type { ThemePatternCategory } from '../../../patterns/categories';
import { useRealm } from '../realm-context';
import { userCategoryTerms } from '../user-patterns';
import type { EditedRecord } from './use-record';

interface Props {
  record: EditedRecord;
  edit(edits: EditedRecord, typing?: boolean): void;
}

type SaveTerm = (
  kind: string,
  name: string,
  record: object,
  options: { throwOnError: true },
) => Promise<{ id: number; name?: string }>;

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** One label per category, whatever the case it was typed in. */
function uniqueLabels(tokens: readonly (string | { value: string })[]): string[] {
  const seen = new Set<string>();
  const labels: string[] = [];
  for (const token of tokens) {
    const label = (typeof token === 'string' ? token : token.value).trim();
    if (!label || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    labels.push(label);
  }
  return labels;
}

export function PatternCategories({ record, edit }: Props) {
  const { host } = useRealm();
  const { themeCategories, terms } = useSelect((select) => {
    const core = select(coreStore) as unknown as {
      getBlockPatternCategories(): ThemePatternCategory[] | undefined;
    };
    return {
      themeCategories: core.getBlockPatternCategories(),
      terms: userCategoryTerms(select),
    };
  }, []);
  const { saveEntityRecord } = useDispatch(coreStore) as unknown as { saveEntityRecord: SaveTerm };
  const notices = useDispatch('core/notices') as unknown as {
    createErrorNotice(message: string, options: object): void;
  };
  // Terms made here, named before core-data's list has them again; labels waiting for new terms.
  const [made, setMade] = useState<Map<number, string>>(() => new Map());
  const [pending, setPending] = useState<string[] | undefined>();
  const choices = useMemo(
    () => categoryChoices({ themeCategories: themeCategories ?? [], userCategories: terms ?? [] }),
    [themeCategories, terms],
  );
  const names = useMemo(() => {
    const byId = new Map(made);
    for (const term of terms ?? []) byId.set(term.id, decodeEntities(term.name));
    return byId;
  }, [terms, made]);
  const ids = idsOf(record.wp_pattern_category);
  const value = pending ?? ids.map((id) => names.get(id)).filter((name) => name !== undefined);

  const onChange = (tokens: readonly (string | { value: string })[]) => {
    const labels = uniqueLabels(tokens);
    const plans = planCategoryTerms(labels, choices);
    setPending(labels);
    const creates = plans.some((plan) => 'create' in plan);
    categoryTermIdsOf(plans, async (create) => {
      const term = await saveEntityRecord('taxonomy', 'wp_pattern_category', create, {
        throwOnError: true,
      });
      setMade((known) => new Map(known).set(term.id, decodeEntities(term.name ?? create.name)));
      return term;
    })
      .then((next) => {
        if (creates) host.recordsChanged('taxonomy', 'wp_pattern_category');
        edit({ wp_pattern_category: next });
      })
      .catch((error: unknown) => {
        const message = (error as { message?: unknown } | null)?.message;
        notices.createErrorNotice(
          typeof message === 'string' && message ? message : __('An error occurred.'),
          { type: 'snackbar', id: 'pattern-categories' },
        );
      })
      .finally(() => setPending(undefined));
  };

  return (
    <FormTokenField
      __next40pxDefaultSize
      __nextHasNoMarginBottom
      label={__('Categories')}
      value={value}
      suggestions={categorySuggestions(choices)}
      onChange={onChange}
      tokenizeOnBlur
      __experimentalExpandOnFocus
    />
  );
}
