import { __ } from '../i18n/translate';

/** WordPress's error body: `{ code, message, data: { status } }`. */
export interface WpErrorBody {
  code?: string;
  message?: string;
  data?: { status?: number; [key: string]: unknown } | null;
}

/** Every failure of a host call: a server error, a network failure, a body that is not JSON. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: string;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(code: string, message: string, status?: number, data?: unknown) {
    super(message);
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

function isErrorBody(value: unknown): value is WpErrorBody {
  return !!value && typeof value === 'object' && ('code' in value || 'message' in value);
}

/** Builds the ApiError for a response the host answered with an error status. */
export function errorFromBody(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError(body.code ?? 'unknown_error', body.message ?? '', status, body.data);
  }
  if (typeof body === 'string' && body.trim() !== '') {
    return new ApiError('invalid_json', __('The response is not a valid JSON response.'), status);
  }
  return new ApiError('unknown_error', '', status);
}

/** A network failure: no response at all. */
export function networkError(cause: unknown): ApiError {
  const error = new ApiError('fetch_error', __('You are probably offline.'));
  error.cause = cause;
  return error;
}

/**
 * Any thrown value as an ApiError. When the host gave no message, or its code is
 * `unknown_error`, the message is the caller's fallback text, e.g.
 * `toApiError(error, __('An error occurred while creating the site export.'))`.
 */
export function toApiError(error: unknown, fallbackMessage: string): ApiError {
  let result: ApiError;
  if (error instanceof ApiError) result = error;
  else if (isErrorBody(error)) result = errorFromBody(error.data?.status ?? 0, error);
  else if (error instanceof Error) result = new ApiError('unknown_error', error.message);
  else result = new ApiError('unknown_error', '');
  if (result.message && result.code !== 'unknown_error') return result;
  return new ApiError(result.code, fallbackMessage, result.status, result.data);
}
