// A session that ended (issue 30), for the whole page: the offer to log in again is a lazy chunk
// (session-offer.ts) loaded the first time the session ends; once the host serves a nonce again,
// the saves that waited for the login are sent and the loads that failed load again.
import { $sessionEnded, retryFailedLoads } from '../api';
import { retryQueuedSaves } from './entities/save-retry';

let started = false;

/** From now on, offers to log in again whenever the session ends. Once per page. */
export function watchSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  $sessionEnded.listen((ended) => {
    if (ended) {
      import('./session-offer').then(
        (offer) => offer.offerLogin(),
        () => {},
      );
      return;
    }
    retryQueuedSaves();
    retryFailedLoads();
  });
}
