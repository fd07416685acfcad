// Renders a remote's screen on its route: loading state, then the screen, or a message that
// names the remote and the failing file with a retry, while the rest of the site works on.
import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@flx/shared-i18n';
import { useFlxStore, type RemoteName, type ScreenProps } from '@flx/shared-contract';
import { ShellPageHeader } from '../layout/ShellPageHeader';
import { cachedScreen, loadScreen, RemoteLoadError } from './load-screen';

interface RemoteScreenProps extends ScreenProps {
  remote: RemoteName;
  /** `remote/ExposedName`, as in REMOTE_SCREENS. */
  id: string;
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; Screen: NonNullable<ReturnType<typeof cachedScreen>> }
  | { status: 'failed'; error: RemoteLoadError };

export function RemoteScreen({ remote, id, ...props }: RemoteScreenProps) {
  const country = useFlxStore((s) => s.country);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const Screen = cachedScreen(id);
    return Screen ? { status: 'ready', Screen } : { status: 'loading' };
  });

  useEffect(() => {
    let live = true;
    loadScreen(country, remote, id, attempt > 0).then(
      (Screen) => live && setState({ status: 'ready', Screen }),
      (error: RemoteLoadError) => {
        console.error(error, error.cause);
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [country, remote, id, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <ScreenLoading />;
  if (state.status === 'failed') return <RemoteFailed error={state.error} onRetry={retry} />;
  return (
    <ScreenErrorBoundary remote={remote} id={id} onRetry={retry} key={attempt}>
      <state.Screen {...props} />
    </ScreenErrorBoundary>
  );
}

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="flx-screen-loading" role="status" aria-live="polite" data-screen-loading="">
      <span className="flx-spinner" aria-hidden="true" />
      <span>{t('shell.loading')}</span>
    </div>
  );
}

/** With the shell's header: the remote that would have drawn the brand and language picker is missing. */
function RemoteFailed({ error, onRetry }: { error: RemoteLoadError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <ShellPageHeader />
      <section className="flx-card flx-remote-failed" role="alert" data-remote-failed={error.remote}>
        <h1>{t('shell.remoteFailed.title')}</h1>
        <p>{t('shell.remoteFailed.body', { remote: t(`shell.remoteName.${error.remote}`) })}</p>
        <p className="flx-remote-failed__chunk">
          {t('shell.remoteFailed.chunk')} <code dir="ltr">{error.chunk}</code>
        </p>
        <button type="button" className="flx-button" onClick={onRetry}>
          {t('shell.remoteFailed.retry')}
        </button>
      </section>
    </>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  id: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A remote that loads but then throws while rendering is reported the same way. */
class ScreenErrorBoundary extends Component<BoundaryProps, { failure: unknown }> {
  override state = { failure: undefined as unknown };

  static getDerivedStateFromError(failure: unknown) {
    return { failure: failure ?? new Error('unknown render failure') };
  }

  override componentDidCatch(failure: unknown) {
    console.error(failure);
  }

  override render() {
    const { failure } = this.state;
    if (failure === undefined) return this.props.children;
    const error = failure instanceof RemoteLoadError ? failure : new RemoteLoadError(this.props.remote, this.props.id, failure);
    return <RemoteFailed error={error} onRetry={this.props.onRetry} />;
  }
}
