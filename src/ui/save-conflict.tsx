// Where a save conflict's compare view opens (the notice's 'Compare versions'): rendered once by
// each screen that shows notices; its code loads the first time a conflict is compared.
import { useStore } from '@nanostores/react';
import { $comparedConflict } from '../stores';
import { lazyScreen } from './lazy-screen';

const SaveConflictDialog = lazyScreen(() => import('./save-conflict-dialog'), {
  placeholder: null,
});

export function SaveConflictCompare() {
  const compared = useStore($comparedConflict);
  return compared ? <SaveConflictDialog /> : null;
}
