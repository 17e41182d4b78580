// Where a screen that throws while rendering shows what happened instead of taking the whole
// editor down with it: the rest (sidebar, hub, other screens) keeps working. 'Try again' renders
// the screen afresh; a new `resetKey` (the user went elsewhere) does too.
import { Component, Fragment, type ReactNode } from 'react';
import { __ } from '../i18n';

interface ErrorBoundaryProps {
  /** When it changes, a failed screen is tried again (the route, say). */
  resetKey: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  /** Bumped by Try again, so the screen mounts anew. */
  attempt: number;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.retry();
  }

  retry = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    // The look of a failed load (load-error.tsx), the error's own words below the message.
    return (
      <div className="se-load-error">
        <div role="alert">
          <p>{__('This screen could not be shown.')}</p>
          {error.message && <small>{error.message}</small>}
        </div>
        <button type="button" className="se-load-error__retry" onClick={this.retry}>
          {__('Try again')}
        </button>
      </div>
    );
  }
}
