import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle, useTier } from '../../../app/tier';
import { PageHeader } from '../../../ui';
import { UpgradePrompt } from '../../upgrade';
import { ApiKeysWorkspace } from './ApiKeysWorkspace';

/** /api-keys: the professional edition's API keys; the base edition sees why the page is not available. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const title = t('pages.apiKeys.title');
  useDocumentTitle(title);
  const { isFeatureEnabled } = useTier();
  const isEnabled = isFeatureEnabled('api_access');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={t('apiKeys.description')} />
      {isEnabled ? <ApiKeysWorkspace /> : <UpgradePrompt feature="api_access" />}
    </div>
  );
}
