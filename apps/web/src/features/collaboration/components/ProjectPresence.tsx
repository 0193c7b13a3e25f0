import { PRESENCE_AVATARS_VISIBLE } from '@sym/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { PresenceAvatars, type PresencePerson } from '../../../ui';
import { isPresenceActive, usePresence } from '../hooks/usePresence';

interface ProjectPresenceProps {
  projectId: string;
  /** Where it shows: 4 avatars in the header, 5 elsewhere (spec §2). */
  placement?: keyof typeof PRESENCE_AVATARS_VISIBLE;
}

/** Refresh of the dimmed state: activity ages even when no event arrives. */
const AGE_TICK_MS = 30_000;

/** Avatars of the other people in the project, each with what they are doing; nothing without collaboration. */
export function ProjectPresence({ projectId, placement = 'elsewhere' }: ProjectPresenceProps) {
  const { t } = useTranslation();
  const { isEnabled, others } = usePresence(projectId);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isEnabled || others.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, [isEnabled, others.length]);
  if (!isEnabled || others.length === 0) return null;
  const people: PresencePerson[] = others.map((user) => {
    const isActive = isPresenceActive(user, now);
    return {
      id: user.userId,
      name: user.username || user.email,
      detail:
        isActive && user.activity
          ? t(`collaboration.activity.${user.activity.activity}`)
          : t('collaboration.activity.idle'),
      isIdle: !isActive,
    };
  });
  return <PresenceAvatars people={people} max={PRESENCE_AVATARS_VISIBLE[placement]} />;
}
