// The command palette, first slice: 'View site', the Design screens, 'Manage fonts' (the
// shell's 'Fonts' modal), 'Customize CSS' and 'Style revisions' (with spec 2.3's conditions),
// filtered as you type, in a native modal dialog inside the element's shadow root. Loaded only
// when first opened.
import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { __ } from '../../i18n';
import { navigate } from '../../stores/router';
import { $canEditGlobalCss, $siteIdentity, $styleRevisionCount } from '../../stores/site';

interface Command {
  id: string;
  label: string;
  run: () => void;
}

export default function CommandsDialog({
  open,
  onClose,
  onManageFonts,
}: {
  open: boolean;
  onClose: () => void;
  /** Opens the font library (spec 2.7), which the shell owns. */
  onManageFonts: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const site = useStore($siteIdentity);
  const revisionCount = useStore($styleRevisionCount);
  const canEditCss = useStore($canEditGlobalCss);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'view-site',
        label: __('View site'),
        run: () => window.open(site.home || site.url, '_blank', 'noopener'),
      },
      { id: 'navigation', label: __('Navigation'), run: () => navigate('/navigation') },
      { id: 'styles', label: __('Styles'), run: () => navigate('/styles') },
      { id: 'pages', label: __('Pages'), run: () => navigate('/page') },
      { id: 'templates', label: __('Templates'), run: () => navigate('/template') },
      { id: 'patterns', label: __('Patterns'), run: () => navigate('/pattern') },
      { id: 'manage-fonts', label: __('Manage fonts'), run: onManageFonts },
      // Spec 2.3: only when the record has the edit-css action, and only with revisions.
      ...(canEditCss
        ? [
            {
              id: 'customize-css',
              label: __('Customize CSS'),
              run: () => navigate('/styles', { section: '/css' }),
            },
          ]
        : []),
      ...(revisionCount
        ? [
            {
              id: 'style-revisions',
              label: __('Style revisions'),
              run: () => navigate('/styles', { section: '/revisions' }),
            },
          ]
        : []),
    ],
    [site, onManageFonts, canEditCss, revisionCount],
  );
  const term = search.trim().toLowerCase();
  const shown = commands.filter((command) => command.label.toLowerCase().includes(term));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setSearch('');
      setActive(0);
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  const run = (command: Command | undefined) => {
    if (!command) return;
    dialog.current?.close();
    command.run();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, shown.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') run(shown[active]);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      className="se-commands"
      aria-label={__('Command palette')}
      onClose={onClose}
    >
      <input
        className="se-commands__search"
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={shown[active] ? `${listId}-${shown[active].id}` : undefined}
        aria-label={__('Search commands')}
        placeholder={__('Search commands')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={__('Commands')} className="se-commands__list">
        {shown.map((command, index) => (
          // Options of an active-descendant listbox: focus stays in the search box, whose keys
          // move the active option; a click runs it.
          <div
            key={command.id}
            id={`${listId}-${command.id}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="se-commands__item"
            onMouseEnter={() => setActive(index)}
            onClick={() => run(command)}
            onKeyDown={undefined}
          >
            {command.label}
          </div>
        ))}
      </div>
      {shown.length === 0 && <p className="se-commands__empty">{__('No results found.')}</p>}
    </dialog>
  );
}
