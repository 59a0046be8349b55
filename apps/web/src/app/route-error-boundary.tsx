import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';

interface Props {
  /** A new value (the pathname) clears the error: the next page gets its chance. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * What a page that cannot render shows (a chunk that did not load, a bug): a message in the
 * person's language and a reload, instead of a blank screen. Plain elements styled with the
 * theme's variables: it must work when no page chunk (the kit's `ui` group) has loaded.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        style={{
          maxWidth: 560,
          margin: '15vh auto',
          padding: 'var(--mantine-spacing-xl)',
          textAlign: 'center',
          fontFamily: 'var(--mantine-font-family)',
        }}
      >
        <h1 style={{ fontSize: 'var(--mantine-h2-font-size)' }}>{i18n.t('errors.title')}</h1>
        <p style={{ color: 'var(--mantine-color-dimmed)' }}>{i18n.t('errors.page')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{
            marginTop: 'var(--mantine-spacing-md)',
            padding: '10px 18px',
            border: 0,
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-primary-color-filled)',
            color: 'var(--mantine-color-white)',
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
          }}
        >
          {i18n.t('errors.reload')}
        </button>
      </div>
    );
  }
}
