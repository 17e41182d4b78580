// The card at the top of every record's tab, as WordPress 7.1's editor draws it: the type's icon,
// the record's title in bold and an Actions menu (⋮) whose Rename edits the title (and, for a
// template or a part, its description) in a dialog; a template's or part's description as text
// beneath. Saved in the dialog as one step of the user's (`editRecord`): Undo undoes it.
import {
  Button,
  DropdownMenu,
  Icon,
  MenuGroup,
  MenuItem,
  Modal,
  TextControl,
  TextareaControl,
  __experimentalHStack as HStack,
  __experimentalVStack as VStack,
} from '@wordpress/components';
import { layout, moreVertical, page, post, symbol } from '@wordpress/icons';
import { type FormEvent, useState } from 'react';
import { decodeEntities } from '../../../block-preview/escape';
import { __ } from '../../../i18n/translate';
import type { CanvasEntity } from '../../bridge';
import { areaIcon } from './part-areas';
import { type EditedRecord, textOf } from './use-record';

type Edit = (edits: EditedRecord, typing?: boolean) => void;

interface HeaderProps {
  entity: CanvasEntity;
  record: EditedRecord;
  edit: Edit;
}

/** Whether the type keeps a description of its own (`description`; a pattern's is its excerpt). */
const describes = (entity: CanvasEntity) =>
  entity.name === 'wp_template' || entity.name === 'wp_template_part';

function iconOf(entity: CanvasEntity, record: EditedRecord) {
  switch (entity.name) {
    case 'page':
      return page;
    case 'post':
      return post;
    case 'wp_block':
      return symbol;
    case 'wp_template_part':
      return areaIcon(typeof record.area === 'string' && record.area ? record.area : 'uncategorized');
    default:
      return layout;
  }
}

/** A title as core-data holds it: typed (`raw` or a string), else the server's `rendered`. */
const titleOf = (value: unknown): string =>
  textOf(value) || decodeEntities(String((value as { rendered?: unknown })?.rendered ?? ''));

const CARD = { alignItems: 'center', minHeight: 32 } as const;
const TITLE = {
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: 13,
  fontWeight: 600,
  lineHeight: '20px',
  overflowWrap: 'anywhere',
} as const;
const DESCRIPTION = { margin: '8px 0 0', color: '#1e1e1e', lineHeight: '20px' } as const;

export function RecordHeader({ entity, record, edit }: HeaderProps) {
  const [renaming, setRenaming] = useState(false);
  const title = titleOf(record.title);
  const description = describes(entity) ? textOf(record.description) : '';
  return (
    <div className="canvas-document__header">
      <HStack spacing={2} style={CARD}>
        <Icon icon={iconOf(entity, record)} />
        <h2 className="canvas-document__title" style={TITLE}>
          {title || __('(no title)')}
        </h2>
        <DropdownMenu
          icon={moreVertical}
          label={__('Actions')}
          toggleProps={{ size: 'small' }}
          popoverProps={{ placement: 'bottom-end' }}
        >
          {({ onClose }) => (
            <MenuGroup>
              <MenuItem
                onClick={() => {
                  onClose();
                  setRenaming(true);
                }}
              >
                {__('Rename')}
              </MenuItem>
            </MenuGroup>
          )}
        </DropdownMenu>
      </HStack>
      {description && (
        <p className="canvas-document__description" style={DESCRIPTION}>
          {description}
        </p>
      )}
      {renaming && (
        <RenameModal
          title={title}
          description={describes(entity) ? textOf(record.description) : undefined}
          onSave={(edits) => {
            if (Object.keys(edits).length > 0) edit(edits);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      )}
    </div>
  );
}

interface RenameProps {
  title: string;
  /** The description, when the record has one to edit here. */
  description: string | undefined;
  onSave(edits: EditedRecord): void;
  onCancel(): void;
}

function RenameModal({ title, description, onSave, onCancel }: RenameProps) {
  const [name, setName] = useState(title);
  const [text, setText] = useState(description ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edits: EditedRecord = {};
    if (name !== title) edits.title = name;
    if (description !== undefined && text !== description) edits.description = text;
    onSave(edits);
  };
  return (
    <Modal title={__('Rename')} onRequestClose={onCancel} size="small">
      <form onSubmit={submit}>
        <VStack spacing={5}>
          <TextControl
            __next40pxDefaultSize
            __nextHasNoMarginBottom
            label={__('Name')}
            value={name}
            onChange={setName}
          />
          {description !== undefined && (
            <TextareaControl
              __nextHasNoMarginBottom
              label={__('Description')}
              value={text}
              onChange={setText}
            />
          )}
          <HStack justify="right">
            <Button __next40pxDefaultSize variant="tertiary" onClick={onCancel}>
              {__('Cancel')}
            </Button>
            <Button __next40pxDefaultSize variant="primary" type="submit">
              {__('Save')}
            </Button>
          </HStack>
        </VStack>
      </form>
    </Modal>
  );
}
