import { Component, type ReactNode } from 'react';

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

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
