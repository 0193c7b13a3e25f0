import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui';

/** What the base edition shows at /api-keys (spec §6: the route is the professional edition's). */
export function ApiKeysProOnly() {
  const { t } = useTranslation();
  return <Notice icon="star" title={t('apiKeys.proOnly.title')} message={t('apiKeys.proOnly.message')} />;
}
