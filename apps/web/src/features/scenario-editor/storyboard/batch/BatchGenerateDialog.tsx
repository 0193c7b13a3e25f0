import type { ShotBatchKind, ShotBatchQuote } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, Button, Modal, Spinner } from '../../../../ui';

interface BatchGenerateDialogProps {
  title: string;
  kind: ShotBatchKind;
  /** What the quote is cached under, and how it is asked for. */
  quoteKey: readonly unknown[];
  fetchQuote: () => Promise<ShotBatchQuote>;
  onClose: () => void;
  /** Starts the jobs; `cost` is what the quote said confirming charges. */
  onConfirm: (cost: number) => void;
}

/**
 * Before new images or videos for the selection (or bringing shots up to date): how many shots get one and what that costs, how many keep the
 * job already making theirs (not charged) and how many cannot have one yet. Confirming starts them.
 */
export function BatchGenerateDialog({
  title,
  kind,
  quoteKey,
  fetchQuote,
  onClose,
  onConfirm,
}: BatchGenerateDialogProps) {
  const { t } = useTranslation();
  const quote = useQuery({ queryKey: ['shot-batch-quote', ...quoteKey], queryFn: fetchQuote, gcTime: 0 });
  const data = quote.data;
  const canStart = data !== undefined && data.toStart.length > 0;
  /** "1 credit", "3 credits": the cost in words, with its own plural. */
  const credits = t('storyboard.batch.generate.credits', { count: data?.cost ?? 0 });
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('storyboard.batch.cancel')}
          </Button>
          <Button
            disabled={!canStart}
            onClick={() => {
              if (!data) return;
              onConfirm(data.cost);
              onClose();
            }}
          >
            {t('storyboard.batch.generate.confirm', { count: data?.toStart.length ?? 0, cost: credits })}
          </Button>
        </>
      }
    >
      {quote.isPending && <Spinner label={t('storyboard.batch.generate.counting')} />}
      {quote.isError && <Alert>{t('storyboard.batch.generate.failed')}</Alert>}
      {data && (
        <ul className="flex flex-col gap-2 text-sm text-fg" data-testid="batch-quote">
          <li>{t(`storyboard.batch.generate.toStart.${kind}`, { count: data.toStart.length, cost: credits })}</li>
          {data.inFlight.length > 0 && (
            <li className="text-fg-muted">
              {t('storyboard.batch.generate.inFlight', { count: data.inFlight.length })}
            </li>
          )}
          {data.skipped.length > 0 && (
            <li className="text-fg-muted">
              {t(`storyboard.batch.generate.skipped.${kind}`, { count: data.skipped.length })}
            </li>
          )}
        </ul>
      )}
    </Modal>
  );
}
