import { UPGRADE_EDITION, UPGRADE_PATH } from '@sym/contracts';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { translateServerMessage } from '../../../lib/i18n';
import { Button, Icon } from '../../../ui';
import { upgradeNotices } from '../state/upgradeNotices';

/**
 * Any call the server refused for a professional feature (403, 'Upgrade to … to use …'), wherever it was made: the
 * refusal in the user's language with the way to the plans, until dismissed. Mounted once in the app layout.
 */
export function UpgradeNotices() {
  const { t } = useTranslation();
  const notices = useSyncExternalStore(upgradeNotices.subscribe, upgradeNotices.snapshot);
  // Listening starts with the layout's commit, not after the paint: a refusal right after the first screen shows.
  useLayoutEffect(() => upgradeNotices.listen(), []);
  if (notices.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('upgrade.notices')}
      className="fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          role="status"
          className="flex items-start gap-3 rounded-xl border border-line bg-elevated p-3 text-sm shadow-lg"
        >
          <Icon name="star" className="mt-0.5 size-4 shrink-0 text-accent" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <p className="text-fg">{translateServerMessage(t, notice)}</p>
            <Link
              to={UPGRADE_PATH}
              onClick={() => upgradeNotices.dismiss(notice.id)}
              className="font-medium text-accent hover:underline"
            >
              {t('upgrade.action', { edition: UPGRADE_EDITION })}
            </Link>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('upgrade.dismiss')}
            onClick={() => upgradeNotices.dismiss(notice.id)}
          >
            <Icon name="close" className="size-4" />
          </Button>
        </div>
      ))}
    </div>
  );
}
