import { Button, ErrorPanel } from '../../ui';
import { i18n } from '../i18n';

interface AppErrorFallbackProps {
  errorId: string;
  onReset: () => void;
}

/**
 * Rendered outside every provider, so it reads texts from the i18n instance directly instead of
 * the hook (which could suspend while a language loads).
 */
export function AppErrorFallback({ errorId, onReset }: AppErrorFallbackProps) {
  const t = i18n.t.bind(i18n);
  return (
    <ErrorPanel
      layout="page"
      title={t('errors.app.title')}
      message={t('errors.app.message')}
      footnote={t('errors.errorId', { id: errorId })}
      actions={
        <>
          <Button onClick={onReset}>{t('errors.tryAgain')}</Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('errors.reloadPage')}
          </Button>
        </>
      }
    />
  );
}
