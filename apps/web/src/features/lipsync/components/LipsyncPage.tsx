import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle, useTier } from '../../../app/tier';
import { PageHeader } from '../../../ui';
import { UpgradePrompt } from '../../upgrade';
import { LipsyncWorkspace } from './LipsyncWorkspace';

/**
 * /tools/lipsync: pick a project, an episode and a shot, then give it a voice. The choice lives in the URL, so a
 * reload or a shared link opens the same shot. The base edition sees why the tool is not available.
 */
export function LipsyncPage() {
  const { t } = useTranslation();
  const { isFeatureEnabled } = useTier();
  const title = t('pages.lipsync.title');
  useDocumentTitle(title);
  const isEnabled = isFeatureEnabled('lipsync');

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={title} description={t('pages.lipsync.description')} />
      {isEnabled ? <LipsyncWorkspace /> : <UpgradePrompt feature="lipsync" />}
    </div>
  );
}
