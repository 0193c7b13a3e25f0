import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui';

/** What the base edition shows where lip sync would be (spec §6: a feature of the professional edition). */
export function LipsyncProOnly() {
  const { t } = useTranslation();
  return <Notice icon="star" title={t('lipsync.proOnly.title')} message={t('lipsync.proOnly.message')} />;
}
