// Calls to wp-admin pages beside the REST root (themes.php?action=activate…): only the theme
// activation makes one, so this stays out of the client every element loads first.
import { roundTrip } from './client';
import { adminUrl } from './config';
import { ApiError } from './error';

/**
 * One call to a wp-admin page, with the session's cookies and no REST nonce header. Resolves
 * with the response when it is 2xx (after redirects), else throws an ApiError with the status.
 */
export async function sendAdminRequest(file: string): Promise<Response> {
  const response = await roundTrip(adminUrl(file), { headers: { Accept: 'text/html' } });
  if (response.ok) return response;
  throw new ApiError(
    'admin_page_error',
    `${response.status} ${response.statusText}`.trim(),
    response.status,
  );
}
