// The Style Book as the editor shows it: beside the Styles panel (`/styles?preview=stylebook`),
// where an example chosen opens its Styles section and keeps the Style Book open, and Escape
// closes it, focus going back to the panel's Style Book toggle (as WordPress's does); and on
// `/stylebook` (classic themes that support it), where there is no Styles panel to open and the
// examples are only shown.
import { useStore } from '@nanostores/react';
import type { KeyboardEvent } from 'react';
import { $location, updateQuery } from '../../stores/router';
import { useShadowRoot } from '../../ui/element-root';
import { openSection } from '../styles/parts';
import { StyleBook } from './style-book';

/** The Styles panel's Style Book toggle (panel-header.tsx) carries this attribute. */
export const STYLE_BOOK_TOGGLE = 'data-style-book-toggle';

export default function EditorStyleBook() {
  const { path } = useStore($location);
  const root = useShadowRoot();
  const inStyles = path === '/styles';
  const onKeyDown = (event: KeyboardEvent) => {
    if (!inStyles || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    updateQuery({ preview: undefined });
    // The toggle is there before and after: focus goes back to it once the query has changed.
    queueMicrotask(() => root?.querySelector<HTMLElement>(`[${STYLE_BOOK_TOGGLE}]`)?.focus());
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the Style Book closes it; its controls are its own.
    <div style={{ display: 'contents' }} onKeyDown={onKeyDown}>
      <StyleBook
        onSelect={inStyles ? (selection) => openSection(selection.section) : undefined}
      />
    </div>
  );
}
