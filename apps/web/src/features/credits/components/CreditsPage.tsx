import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { PageHeader } from '../../../ui';
import { BalanceSummary } from './BalanceSummary';
import { PlansSection } from './PlansSection';
import { PurchaseForm } from './PurchaseForm';
import { SubscriptionPanel } from './SubscriptionPanel';
import { TierUsagePanel } from './TierUsagePanel';
import { UsageHistory } from './UsageHistory';

/**
 * /credits: balance and totals, recent usage, subscription and payment provider, the plan's monthly and storage
 * limits with their use, plans and a purchase form.
 */
export function CreditsPage() {
  const { t } = useTranslation();
  const title = t('pages.credits.title');
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={t('pages.credits.description')} />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <BalanceSummary />
          <UsageHistory />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <SubscriptionPanel />
          <TierUsagePanel />
          <PurchaseForm />
        </div>
      </div>
      <PlansSection />
    </div>
  );
}
