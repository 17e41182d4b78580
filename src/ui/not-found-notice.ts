// The editor's one not-found notice (spec 8): an unknown route, or an item route whose item does
// not exist. One notice id, so the two never show it twice.
import { useEffect } from 'react';
import { __ } from '../i18n';
import { createNotice, removeNotice } from '../stores';

const NOT_FOUND_NOTICE = 'site-editor-unknown-route';

/** Shows the not-found notice while `notFound` holds, and removes it after. */
export function useNotFoundNotice(notFound: boolean): void {
  useEffect(() => {
    if (!notFound) return;
    createNotice('error', __('The requested page could not be found. Please check the URL.'), {
      id: NOT_FOUND_NOTICE,
    });
    return () => removeNotice(NOT_FOUND_NOTICE);
  }, [notFound]);
}
