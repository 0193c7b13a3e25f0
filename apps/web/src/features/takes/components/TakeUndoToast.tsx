import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { useTakesContext } from '../state/TakesContext';

interface TakeUndoToastProps {
  /** At the bottom of the window (the panel is closed) rather than inside the takes panel. */
  isFloating?: boolean;
}

/**
 * What the last "Use this take" or upload did, with Undo (back to the take that was current before). It stays until
 * dismissed or replaced: a timed toast would take Undo away from someone still reading it.
 */
export function TakeUndoToast({ isFloating = false }: TakeUndoToastProps) {
  const { t } = useTranslation();
  const context = useTakesContext();
  const toast = context?.toast;
  if (!context || !toast) return null;

  const text =
    toast.kind === 'used'
      ? t('takes.toast.used', { label: toast.label, n: toast.sequence })
      : toast.kind === 'uploaded'
        ? t('takes.toast.uploaded', { n: toast.sequence })
        : toast.label
          ? t('takes.toast.undone', { label: toast.label, n: toast.sequence })
          : t('takes.toast.undoneUnnamed', { n: toast.sequence });

  return (
    <div
      role="status"
      data-testid="take-toast"
      className={`flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2 text-sm text-fg shadow-lg ${
        isFloating ? 'fixed bottom-4 left-1/2 z-40 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2' : ''
      }`}
    >
      <Icon name="checkCircle" className="size-4 shrink-0 text-success" />
      <div className="flex min-w-0 flex-1 flex-col">
        <p>{text}</p>
        {toast.error && <p className="text-danger">{toast.error}</p>}
      </div>
      {toast.previous && (
        <Button variant="secondary" size="sm" data-testid="take-undo" isLoading={context.isBusy} onClick={context.undo}>
          {t('takes.toast.undo')}
        </Button>
      )}
      <button
        type="button"
        onClick={context.dismissToast}
        aria-label={t('takes.toast.dismiss')}
        className="grid size-7 shrink-0 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
