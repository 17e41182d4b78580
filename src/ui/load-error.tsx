// What a screen or list shows when its code or data did not load (issue 16): the reason and a
// Retry button, in place of an empty list or a spinner that would never end. Retry tries every
// load waiting to be tried again (api/recovery.ts); they also run by themselves once the
// browser is online again or the host answers.
import { retryFailedLoads } from '../api/recovery';
import { __ } from '../i18n';

export function LoadError({
  message,
  onRetry = retryFailedLoads,
}: {
  message: string;
  onRetry?: () => void;
}) {
  return (
    // The reason alone is announced; Retry sits beside it.
    <div className="se-load-error">
      <p role="alert">{message}</p>
      <button type="button" className="se-load-error__retry" onClick={() => onRetry()}>
        {__('Retry')}
      </button>
    </div>
  );
}
