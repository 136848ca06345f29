import { Component, type ReactNode } from 'react';

/**
 * Last-resort boundary around the chrome: when rendering (or the error page itself) fails it shows
 * 'An error occurred while showing the error page' with a go-home link (spec §8). Plain text, no
 * i18n: the failure may be in i18n itself.
 */
export class ChromeErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container py-5 text-center">
        <h1 className="h4">An error occurred while showing the error page</h1>
        <a href="/" className="btn btn-primary mt-3">
          Go to home
        </a>
      </div>
    );
  }
}
