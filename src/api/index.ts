export { $pendingRequests, checkSessionBack, onHostAnswer, type RequestOptions } from './client';
export {
  $apiConfig,
  type ApiConfig,
  configureApiClient,
  adminUrl,
  DEFAULT_API_ROOT,
  nonceEndpointUrl,
  themePreview,
} from './config';
export { ApiError, toApiError, type WpErrorBody } from './error';
export {
  type ApiFetchOptions,
  type ApiList,
  apiFetch,
  apiFetchList,
  MAX_PER_PAGE,
  parseJson,
  readJson,
} from './fetch';
export {
  mayPassByItself,
  noteNoAnswer,
  retryFailedLoads,
  type Retries,
  retriesOf,
  retryLater,
  retryPause,
} from './recovery';
export { buildQueryString, type QueryObject, type QueryValue } from './query';
export { $sessionEnded, isSessionEnded, SESSION_ENDED } from './session';
export { hostNow } from './host-clock';
