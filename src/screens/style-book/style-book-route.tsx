// The Style Book as the editor shows it: beside the Styles panel (`/styles?preview=stylebook`),
// where an example chosen opens its Styles section and keeps the Style Book open; and on
// `/stylebook` (classic themes that support it), where there is no Styles panel to open and the
// examples are only shown.
import { useStore } from '@nanostores/react';
import { $location } from '../../stores/router';
import { openSection } from '../styles/parts';
import { StyleBook } from './style-book';

export default function EditorStyleBook() {
  const { path } = useStore($location);
  return (
    <StyleBook
      onSelect={path === '/styles' ? (selection) => openSection(selection.section) : undefined}
    />
  );
}
