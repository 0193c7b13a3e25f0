import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { formatDate } from '../utils/formatCredits';
import type { PurchaseOutlook } from '../utils/purchaseOutlook';

interface PurchaseLimitWarningProps {
  outlook: PurchaseOutlook;
  onUpgrade: () => void;
  isUpgrading: boolean;
}

/**
 * Said before a purchase that cannot be spent on images this month: the limit as the server words it, when
 * images come back, and the upgrade that lifts the limit.
 */
export function PurchaseLimitWarning({ outlook, onUpgrade, isUpgrading }: PurchaseLimitWarningProps) {
  const { t, i18n } = useTranslation();
  if (!outlook.isImageLimitReached) return null;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2.5">
      <p className="flex items-start gap-2 text-sm font-medium text-fg">
        <Icon name="info" className="mt-0.5 size-4 shrink-0 text-warning" />
        {t('serverMessages.limitReached.imagesPerMonth', {
          limit: outlook.imageLimit,
          tier: outlook.currentPlan?.name ?? '',
        })}
      </p>
      <p className="text-sm text-fg-muted">
        {t('credits.purchase.cannotSpend', { date: formatDate(outlook.resetsAt, i18n.resolvedLanguage) })}
      </p>
      {outlook.upgradePlan && (
        <div>
          <Button size="sm" onClick={onUpgrade} isLoading={isUpgrading}>
            {t('credits.plans.upgrade', { name: outlook.upgradePlan.name })}
          </Button>
        </div>
      )}
    </div>
  );
}
