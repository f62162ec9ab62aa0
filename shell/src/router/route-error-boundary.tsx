// Catches what a route throws while rendering and shows the router's error screen in its
// place (product §8), as the data router's errorElement did; the next address tries again.

import { Component, type ReactNode } from 'react';
import { RouterFallback } from './router-fallback';

interface Props {
  /** The address shown: a move to another one clears the error. */
  resetKey: string;
  children: ReactNode;
}

export class RouteErrorBoundary extends Component<Props, { error: unknown; failedAt?: string }> {
  override state: { error: unknown; failedAt?: string } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; failedAt?: string }) {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: undefined };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouterFallback error={this.state.error} />;
  }
}
