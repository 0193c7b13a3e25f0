import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle, useTier } from '../../../app/tier';
import { PageHeader } from '../../../ui';
import { UpgradePrompt } from '../../upgrade';
import { AnalyticsWorkspace } from './AnalyticsWorkspace';

/** /analytics: spend and activity of the user or one of their teams; the base edition sees the upgrade prompt. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const title = t('pages.analytics.title');
  useDocumentTitle(title);
  const { isFeatureEnabled } = useTier();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={t('pages.analytics.description')} />
      {isFeatureEnabled('analytics') ? <AnalyticsWorkspace /> : <UpgradePrompt feature="analytics" />}
    </div>
  );
}
