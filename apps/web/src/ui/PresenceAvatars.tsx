import { PRESENCE_AVATARS_VISIBLE, initialsOf } from '@sym/contracts';
import { useTranslation } from '../lib/i18n/useTranslation';
import { Avatar } from './Avatar';

export interface PresencePerson {
  id: string;
  name: string;
  imageUrl?: string | null;
  /** Shown in the tooltip after the name, e.g. what the person is doing. */
  detail?: string;
  /** Shown dimmed (e.g. not active for a while). */
  isIdle?: boolean;
}

interface PresenceAvatarsProps {
  people: readonly PresencePerson[];
  /** Avatars shown before the '+N' bubble: 4 in the header, 5 elsewhere (the default). */
  max?: number;
  size?: 'sm' | 'md';
  /** Accessible name of the stack; defaults to 'People here now'. */
  label?: string;
}

/** Overlapping avatars of the people present, each named in its tooltip, with a '+N' overflow bubble. */
export function PresenceAvatars({
  people,
  max = PRESENCE_AVATARS_VISIBLE.elsewhere,
  size = 'sm',
  label,
}: PresenceAvatarsProps) {
  const { t } = useTranslation();
  if (people.length === 0) return null;
  const visible = people.slice(0, Math.max(0, max));
  const hidden = people.slice(visible.length);
  const hiddenNames = hidden.map((person) => person.name).join(', ');
  const bubbleSize = size === 'sm' ? 'size-7 text-xs' : 'size-8 text-xs';
  return (
    <ul aria-label={label ?? t('ui.presence.label')} className="flex items-center -space-x-1">
      {visible.map((person) => (
        <li
          key={person.id}
          title={person.detail ? `${person.name} — ${person.detail}` : person.name}
          data-idle={person.isIdle ? 'true' : undefined}
          className={`relative rounded-full bg-surface ring-2 ring-surface ${person.isIdle ? 'opacity-50' : ''}`}
        >
          <Avatar initials={initialsOf(person.name)} imageUrl={person.imageUrl} size={size} />
          <span className="sr-only">{person.detail ? `${person.name} — ${person.detail}` : person.name}</span>
        </li>
      ))}
      {hidden.length > 0 && (
        <li
          title={hiddenNames}
          className={`relative grid place-items-center rounded-full bg-elevated font-semibold text-fg-muted ring-2 ring-surface ${bubbleSize}`}
        >
          <span aria-hidden="true">+{hidden.length}</span>
          <span className="sr-only">{t('ui.presence.more', { names: hiddenNames })}</span>
        </li>
      )}
    </ul>
  );
}
