import type { TierUsage } from '@sym/contracts';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Modal } from '../../../ui';
import { formatCredits } from '../utils/formatCredits';
import type { PurchaseOutlook } from '../utils/purchaseOutlook';
import { LimitRow } from './LimitRow';
import { PurchaseLimitWarning } from './PurchaseLimitWarning';

interface PurchaseDialogProps {
  amount: number;
  /** The user's use of the monthly limits; null when the server sent none. */
  usage: TierUsage | null;
  outlook: PurchaseOutlook | null;
  isBuying: boolean;
  isUpgrading: boolean;
  onBuy: () => void;
  onUpgrade: () => void;
  onCancel: () => void;
}

/**
 * Confirms a purchase with the monthly image and video limits and their use beside it, and warns (offering the
 * upgrade) when the credits could not be spent on images this month.
 */
export function PurchaseDialog({
  amount,
  usage,
  outlook,
  isBuying,
  isUpgrading,
  onBuy,
  onUpgrade,
  onCancel,
}: PurchaseDialogProps) {
  const { t, i18n } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const count = (value: number) => formatCredits(value, i18n.resolvedLanguage);
  const isBlocked = outlook?.isImageLimitReached ?? false;
  return (
    <Modal
      isOpen
      onClose={onCancel}
      title={t('credits.purchase.confirmTitle')}
      size="small"
      role="alertdialog"
      initialFocusRef={cancelRef}
      isDismissable={!isBuying}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isBuying}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button variant={isBlocked ? 'secondary' : 'primary'} onClick={onBuy} isLoading={isBuying}>
            {t(isBlocked ? 'credits.purchase.buyAnyway' : 'credits.purchase.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">
          {t('credits.purchase.confirmMessage', { count: amount, amount: count(amount) })}
        </p>
        {usage && (
          <section aria-label={t('credits.purchase.limitsTitle')} className="flex flex-col gap-3">
            <h3 className="text-xs font-medium tracking-wider text-fg-muted uppercase">
              {t('credits.purchase.limitsTitle')}
            </h3>
            <LimitRow label={t('credits.limits.images')} use={usage.imagesPerMonth} format={count} />
            <LimitRow label={t('credits.limits.videos')} use={usage.videosPerMonth} format={count} />
          </section>
        )}
        {outlook && <PurchaseLimitWarning outlook={outlook} onUpgrade={onUpgrade} isUpgrading={isUpgrading} />}
      </div>
    </Modal>
  );
}
