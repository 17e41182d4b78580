// A template's sidebar beside its view (`/wp_template/…`): its title and the templates list's
// actions (Reset, Rename, Delete, as allowed), its description, its Areas (the template parts it
// includes, each opening that part), and when it was last modified.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { decodeEntities } from '../../block-preview/escape';
import { __ } from '../../i18n';
import { entityRecord } from '../../stores';
import { $patternLibrary } from '../../stores/pattern-library';
import { navigate } from '../../stores/router';
import { templatePartReferences } from '../../templates/template-areas';
import { templateActions } from '../templates/template-actions';
import { type TemplateRecord, templateTitle } from '../templates/template-record';
import { DetailRows, ItemActionsMenu, ItemFrame } from './item-frame';
import { dateText } from './post-details';

function TemplateAreas({ markup }: { markup: string }) {
  const { parts, areas } = useStore($patternLibrary);
  const references = useMemo(() => templatePartReferences(markup), [markup]);
  const shown = references.flatMap((reference) => {
    const part = parts.find((candidate) => candidate.name === reference.slug);
    return part ? [part] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="se-item-details__section" aria-label={__('Areas')}>
      <h3 className="se-item-details__heading">{__('Areas')}</h3>
      <ul className="se-item-details__areas">
        {shown.map((part) => {
          const area = areas.find((choice) => choice.area === part.area)?.label;
          return (
            <li key={part.key}>
              <button
                type="button"
                className="se-item-details__area"
                onClick={() => navigate(`/${part.type}/${encodeURIComponent(part.id)}`)}
              >
                <span>{part.title || part.name}</span>
                {area && area !== part.title && <span aria-hidden="true">· {area}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TemplateDetails({ postId }: { postId: string }) {
  const { edited: record } = useStore(
    entityRecord<TemplateRecord>('postType', 'wp_template', postId),
  );
  const actions = useMemo(() => templateActions(), []);
  if (!record) return null;
  const description = decodeEntities(
    typeof record.description === 'string' ? record.description : '',
  );
  const onDone = (actionId: string) => {
    if (actionId === 'delete-template') navigate('/template');
  };
  return (
    <ItemFrame
      title={decodeEntities(templateTitle(record))}
      description={description}
      actions={<ItemActionsMenu item={record} actions={actions} onDone={onDone} />}
    >
      <TemplateAreas markup={record.content?.raw ?? ''} />
      <DetailRows rows={[{ label: __('Last modified'), value: dateText(record.modified) }]} />
    </ItemFrame>
  );
}
