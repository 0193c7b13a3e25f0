import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Icon, LoadingError } from '../../../ui';
import { useCreditPlans, useSubscription } from '../hooks/useCreditsQueries';
import { formatDate } from '../utils/formatCredits';
import { CreditsSection } from './CreditsSection';
import { SectionSkeleton } from './SectionSkeleton';
import { translateServerText } from '../../../lib/i18n';

/**
 * The user's plan and its status, and — stated plainly — the payment provider of this instance with its
 * own description (a self-hosted instance takes no money: its administrator grants credits).
 */
export function SubscriptionPanel() {
  const { t, i18n } = useTranslation();
  const query = useSubscription();
  const plans = useCreditPlans();

  const renderBody = () => {
    if (query.isPending) return <SectionSkeleton rows={3} />;
    if (query.isError) {
      return (
        <LoadingError
          operation={t('credits.subscription.operation')}
          detail={errorMessageOf(query.error)}
          onReload={() => void query.refetch()}
        />
      );
    }
    const subscription = query.data;
    const planName = plans.data?.find((plan) => plan.id === subscription.planId)?.name ?? subscription.planId;
    const nextReset = formatDate(subscription.nextResetDate, i18n.resolvedLanguage);
    return (
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-xs text-fg-muted">{t('credits.subscription.plan')}</dt>
            <dd className="mt-0.5 text-sm font-semibold text-fg">{planName}</dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">{t('credits.subscription.status')}</dt>
            <dd className="mt-0.5">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                  subscription.isActive ? 'bg-success/15 text-success' : 'bg-elevated text-fg-muted'
                }`}
              >
                {subscription.isActive ? t('credits.subscription.active') : t('credits.subscription.inactive')}
              </span>
            </dd>
          </div>
          {nextReset && (
            <div className="col-span-2">
              <dt className="text-xs text-fg-muted">{t('credits.subscription.nextReset')}</dt>
              <dd className="mt-0.5 text-sm text-fg">{nextReset}</dd>
            </div>
          )}
        </dl>
        <div
          aria-label={t('credits.subscription.provider')}
          role="note"
          className="flex items-start gap-3 rounded-xl border border-line bg-canvas p-3"
        >
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-accent" />
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wider text-fg-muted uppercase">
              {t('credits.subscription.provider')}
            </p>
            <p className="mt-0.5 text-sm font-semibold text-fg">
              {translateServerText(subscription.paymentProvider.name)}
            </p>
            <p className="mt-1 text-sm text-fg-muted">
              {translateServerText(subscription.paymentProvider.description)}
            </p>
          </div>
        </div>
      </div>
    );
  };

  return <CreditsSection title={t('credits.subscription.title')}>{renderBody()}</CreditsSection>;
}
