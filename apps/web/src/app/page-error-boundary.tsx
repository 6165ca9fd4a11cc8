import { Component, type ReactNode } from 'react';
import { addClientError, isChunkLoadError } from '../shared/errors/client-error-log';

interface PageErrorBoundaryProps {
  /** Rendered instead of the page after it failed; the parent retries by remounting with a new `key`. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a page that throws (or whose chunk fails to load) from taking the whole console down. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  /** The failure goes to the client error log (production only). */
  override componentDidCatch(error: unknown): void {
    addClientError({
      kind: isChunkLoadError(error) ? 'chunk' : 'render',
      message: error instanceof Error ? error.message : String(error),
    });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
