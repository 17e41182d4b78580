// The code editor (issue 32, item 2): the opened record's whole markup as text, edited as text,
// and back to the visual editor. What is typed becomes the record's content as the field is left
// (or the editor switched back): its blocks are parsed from it again. A chunk of its own.
import { Button } from '@wordpress/components';
import { serialize } from '@wordpress/blocks';
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { useId, useState } from 'react';
import { __ } from '../../i18n/translate';
import { useRealm } from './realm-context';

type EditedRecord = { content?: unknown; blocks?: unknown[] };

export default function CodeEditor() {
  const realm = useRealm();
  const { entity } = realm;
  const uid = useId();
  const markup = useSelect(
    (select) => {
      const record = (
        select(coreStore) as unknown as {
          getEditedEntityRecord(kind: string, name: string, id: string): EditedRecord;
        }
      ).getEditedEntityRecord(entity.kind, entity.name, entity.id);
      if (typeof record.content === 'string') return record.content;
      if (typeof record.content === 'function') {
        return (record.content as (r: EditedRecord) => string)(record);
      }
      return record.blocks ? serialize(record.blocks as Parameters<typeof serialize>[0]) : '';
    },
    [entity.kind, entity.name, entity.id],
  );
  const [text, setText] = useState<string>();
  const commit = () => {
    if (text === undefined || text === markup) return;
    realm.editRecord(entity, { content: text, blocks: undefined });
    setText(undefined);
  };
  const exit = () => {
    commit();
    realm.setPreference('editorMode', 'visual');
  };
  return (
    <div className="canvas-code-editor">
      <div className="canvas-code-editor__header">
        <h2 className="canvas-code-editor__title">{__('Editing code')}</h2>
        <Button variant="tertiary" onClick={exit}>
          {__('Exit code editor')}
        </Button>
      </div>
      <label htmlFor={`${uid}-code`} className="canvas-code-editor__label">
        {__('Type text or HTML')}
      </label>
      <textarea
        id={`${uid}-code`}
        className="canvas-code-editor__text"
        value={text ?? markup}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
      />
    </div>
  );
}
