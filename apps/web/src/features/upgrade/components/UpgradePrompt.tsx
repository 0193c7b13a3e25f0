import { UPGRADE_EDITION, UPGRADE_PATH, type ProfessionalFeature } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { Notice, buttonClasses } from '../../../ui';

interface UpgradePromptProps {
  feature: ProfessionalFeature;
}

/**
 * What the base edition shows where a professional feature would be (spec §6): what the feature is, and the way to
 * the plans that include it. Excluded routes, the lip sync tool and dialogs of gated actions show it.
 */
export function UpgradePrompt({ feature }: UpgradePromptProps) {
  const { t } = useTranslation();
  return (
    <Notice
      icon="star"
      title={t(`upgrade.features.${feature}.title`)}
      message={t(`upgrade.features.${feature}.message`)}
    >
      <Link to={UPGRADE_PATH} className={buttonClasses('primary', 'sm')}>
        {t('upgrade.action', { edition: UPGRADE_EDITION })}
      </Link>
    </Notice>
  );
}
