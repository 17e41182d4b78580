// Errors in WordPress's shape: `{ code, message, data: { status, ... } }`. Handlers throw a
// RestError; the dispatcher turns it into the response and rolls the write transaction back.
export class RestError extends Error {
  readonly code: string;
  readonly status: number;
  readonly data: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    code: string,
    message: string,
    status: number,
    data: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.data = data;
    this.headers = headers;
  }

  toJSON() {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.data } };
  }
}

/** 401 when nobody is logged in, 403 otherwise, as rest_authorization_required_code() does. */
export function authStatus(userId: number): number {
  return userId === 0 ? 401 : 403;
}

export function forbidden(
  userId: number,
  code = 'rest_forbidden',
  message = 'Sorry, you are not allowed to do that.',
): RestError {
  return new RestError(code, message, authStatus(userId));
}

export function notFound(code: string, message: string): RestError {
  return new RestError(code, message, 404);
}

export function noRoute(): RestError {
  return new RestError(
    'rest_no_route',
    'No route was found matching the URL and request method.',
    404,
  );
}

export function invalidParams(params: Record<string, string>): RestError {
  return new RestError(
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    400,
    { params, details: {} },
  );
}

export function missingParams(names: string[]): RestError {
  return new RestError(
    'rest_missing_callback_param',
    `Missing parameter(s): ${names.join(', ')}`,
    400,
    {
      params: names,
    },
  );
}

export const invalidPostId = () => notFound('rest_post_invalid_id', 'Invalid post ID.');
