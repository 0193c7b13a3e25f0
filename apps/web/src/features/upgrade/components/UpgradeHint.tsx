import { UPGRADE_EDITION, UPGRADE_PATH, type ProfessionalFeature } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { Icon } from '../../../ui';

interface UpgradeHintProps {
  feature: ProfessionalFeature;
  className?: string;
}

/** The upgrade prompt in a line, where a control of a professional feature would be (a form, a toolbar). */
export function UpgradeHint({ feature, className = '' }: UpgradeHintProps) {
  const { t } = useTranslation();
  return (
    <p
      data-upgrade-feature={feature}
      className={`flex flex-wrap items-start gap-x-2 gap-y-1 text-xs text-fg-muted ${className}`.trim()}
    >
      <Icon name="star" className="mt-0.5 size-3.5 shrink-0 text-accent" />
      <span className="min-w-0 flex-1">{t(`upgrade.features.${feature}.message`)}</span>
      <Link to={UPGRADE_PATH} className="font-medium text-accent hover:underline">
        {t('upgrade.action', { edition: UPGRADE_EDITION })}
      </Link>
    </p>
  );
}
