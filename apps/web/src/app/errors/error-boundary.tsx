import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPage } from './crash-page';

interface State {
  error: unknown;
}

/** Catches render errors outside the router (providers, router bootstrap). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render crash', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <CrashPage />;
    return this.props.children;
  }
}
