import { featureOfRoute } from '@sym/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useLocation } from 'react-router';
import { useDocumentTitle, useTier } from '../../../app/tier';
import { PageHeader } from '../../../ui';
import { UpgradePrompt } from './UpgradePrompt';

/**
 * Routes of a professional feature (the feature gate table: /analytics, /teams, /api-keys, /white-label excluded
 * for the base edition by spec §6, and /tools/lipsync) show the upgrade prompt instead of their screen when the
 * user's edition lacks the feature. The server refuses their operations the same way.
 */
export function ProfessionalRouteGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { isFeatureEnabled } = useTier();
  const feature = featureOfRoute(pathname);
  if (!feature || isFeatureEnabled(feature)) return children;
  return <UpgradePage feature={feature} />;
}

function UpgradePage({ feature }: { feature: NonNullable<ReturnType<typeof featureOfRoute>> }) {
  const { t } = useTranslation();
  const title = t(`upgrade.features.${feature}.page`);
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} />
      <UpgradePrompt feature={feature} />
    </div>
  );
}
