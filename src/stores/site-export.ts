// The Tools menu's Export (spec 2.3, 7, 8): the site as a theme zip from the host, saved under
// the file name its content-disposition gives (default edit-site-export.zip).
import { apiFetch, toApiError } from '../api';
import { __ } from '../i18n';
import { download } from '../ui/download';
import { createErrorNotice } from './notices';

/** The file name of a `Content-Disposition` header, if it names one. */
export function exportFileName(disposition: string | null): string {
  const name = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1]?.trim();
  return name ? decodeURIComponent(name) : 'edit-site-export.zip';
}

/** Downloads the export; a failure says why in a snackbar (spec 8). Resolves once done. */
export async function exportSite(): Promise<void> {
  try {
    const response = await apiFetch('wp-block-editor/v1/export', {
      parse: false,
      headers: { Accept: 'application/zip' },
    });
    const name = exportFileName(response.headers.get('Content-Disposition'));
    download(name, await response.blob());
  } catch (error) {
    createErrorNotice(
      toApiError(error, __('An error occurred while creating the site export.')).message,
      { type: 'snackbar' },
    );
  }
}
