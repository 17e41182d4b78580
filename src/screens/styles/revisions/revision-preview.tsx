// What the content beside the revisions shows: the preview (the site, or the Style Book) in the
// chosen revision's styles, its stylesheet swapped in place so nothing is laid out anew; or the
// comparison of two revisions.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { parseStyleSection } from '../../../routing/style-sections';
import type { StyleRevision } from '../../../style-revisions';
import { $location } from '../../../stores/router';
import {
  $revisionList,
  $selectedRevision,
  revisionById,
  revisionStylesheet,
} from '../../../stores/style-revisions';

/** A revision's stylesheet once computed (the previous one's until then). */
export function useRevisionCss(revision: StyleRevision | undefined): string | undefined {
  const [computed, setComputed] = useState<{ revision: StyleRevision; css: string }>();
  useEffect(() => {
    if (!revision) return;
    let live = true;
    revisionStylesheet(revision).then(
      (css) => live && setComputed({ revision, css }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [revision]);
  return revision ? computed?.css : undefined;
}

/**
 * The stylesheet the preview beside the Styles panel shows: the chosen revision's while the
 * revisions are open (the editor's own styles until it is computed), else none (`null`: the
 * previews show the editor's styles with unsaved edits).
 */
export function useRevisionPreview(): { css: string | undefined } | null {
  const { query } = useStore($location);
  const selected = useStore($selectedRevision);
  const list = useStore($revisionList);
  const onRevisions = parseStyleSection(query.section).screen === 'revisions';
  const revision = onRevisions ? revisionById(list, selected) : undefined;
  const css = useRevisionCss(revision);
  return useMemo(() => (css === undefined ? null : { css }), [css]);
}
