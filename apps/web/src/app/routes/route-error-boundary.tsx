// What the data router's errorElement did: a page that throws while loading or rendering is replaced
// by RouteError (the whole layout, as before), and navigating elsewhere clears it.
import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** A new value (the next path) gives the page another try. */
  resetKey: string;
  children: ReactNode;
}
interface State {
  failedAt: string | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
