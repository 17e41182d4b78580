// A pattern's or template part's sidebar beside its view (`/wp_block/:id`,
// `/wp_template_part/…`): its title and the Patterns page's actions for it (Edit, Duplicate,
// Rename, Export as JSON, Reset, Delete, as its permissions allow), its description, and its
// details: a pattern's sync status, a part's area.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { __ } from '../../i18n';
import {
  type PatternPermissions,
  syncStatusLabel,
  TEMPLATE_PART,
  USER_PATTERN,
} from '../../patterns';
import { backRouteFor } from '../../routing/back-route';
import { $canUser, canUser } from '../../stores';
import { $patternLibrary } from '../../stores/pattern-library';
import { navigate } from '../../stores/router';
import { patternActions } from '../patterns/pattern-actions';
import { DetailRows, ItemActionsMenu, ItemFrame } from './item-frame';

// A reset part stays (the theme's version, at the same id); a deleted item is gone.
const LEAVING = new Set(['pattern-delete']);

/** The methods the user may call on the item: the host's list says, else it is asked once. */
function useAllowed(postType: string, id: string, known: readonly string[] | undefined) {
  const [asked, setAsked] = useState<readonly string[] | undefined>(undefined);
  useEffect(() => {
    if (known || !id) return;
    let live = true;
    const resource = { kind: 'postType', name: postType, id };
    void Promise.all([canUser('update', resource), canUser('delete', resource)]).then(
      ([update, remove]) => {
        if (live) setAsked([...(update ? ['PUT'] : []), ...(remove ? ['DELETE'] : [])]);
      },
    );
    return () => {
      live = false;
    };
  }, [postType, id, known]);
  return known ?? asked;
}

export function PatternDetails({ postType, postId }: { postType: string; postId: string }) {
  const library = useStore($patternLibrary);
  const isPart = postType === TEMPLATE_PART;
  const item = (isPart ? library.parts : library.patterns).find(
    (candidate) => candidate.type === postType && candidate.id === postId,
  );
  const canCreate = useStore(
    $canUser('create', { kind: 'postType', name: isPart ? TEMPLATE_PART : USER_PATTERN }),
  );
  const allow = useAllowed(postType, postId, item?.allow);
  const actions = useMemo(
    () =>
      patternActions(
        (): PatternPermissions => ({
          update: allow?.includes('PUT'),
          delete: allow?.includes('DELETE'),
          create: canCreate,
          isBlockTheme: library.isBlockTheme,
        }),
      ),
    [allow, canCreate, library.isBlockTheme],
  );
  if (!item) return null;
  const area = isPart
    ? (library.areas.find((choice) => choice.area === item.area)?.label ?? item.area ?? '')
    : '';
  const onDone = (actionId: string) => {
    if (!LEAVING.has(actionId)) return;
    const back = backRouteFor(postType);
    navigate(back.path, back.query);
  };
  return (
    <ItemFrame
      title={item.title || __('(no title)')}
      description={item.description}
      actions={<ItemActionsMenu item={item} actions={actions} onDone={onDone} />}
    >
      <DetailRows
        rows={
          isPart
            ? [{ label: __('Area'), value: area }]
            : [{ label: __('Sync status'), value: syncStatusLabel(item.syncStatus) }]
        }
      />
    </ItemFrame>
  );
}
