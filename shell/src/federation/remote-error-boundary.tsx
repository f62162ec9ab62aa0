// Catches a remote page that throws while rendering, so it fails alone.

import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[federation] a remote page failed while rendering', error);
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}
