import { useTranslation } from '../../../lib/i18n/useTranslation';
import { describeUserAgent } from '../utils/describeUserAgent';

/** "Chrome on Linux", "Safari", "An iOS device" or "Unknown device", in the user's language. */
export function useSessionName(userAgent: string | null): string {
  const { t } = useTranslation();
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return t('account.settings.sessions.device.browserOnOs', { browser, os });
  if (browser) return browser;
  if (os) return t('account.settings.sessions.device.osOnly', { os });
  return t('account.settings.sessions.device.unknown');
}
