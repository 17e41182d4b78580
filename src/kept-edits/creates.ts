// The rules of making a record once (issue 30): a create whose answer was lost may have made the
// record all the same, so before it is sent again the host's collection is searched for it. Which
// failures leave that doubt, what identifies one create, and which listed record is the one it
// made. Only fields the host keeps as sent are compared (content may be filtered on the way in).

/** A create's answer that may hide a record made: no answer at all, a server error, a timeout. */
export function mayHaveLanded(error: { code?: string; status?: number | undefined }): boolean {
  if (error.code === 'fetch_error') return true;
  return error.status === 408 || (typeof error.status === 'number' && error.status >= 500);
}

/** What a create is: its type and every field sent, in a stable order. */
export function createFingerprint(kind: string, name: string, body: Record<string, unknown>) {
  const fields = Object.keys(body)
    .sort()
    .map((field) => [field, body[field]]);
  return JSON.stringify([kind, name, fields]);
}
