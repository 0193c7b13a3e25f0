import { PRESENCE_AVATARS_VISIBLE } from '@sym/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { PresenceAvatars, type PresencePerson } from '../../../ui';
import { ShowcaseSection } from './ShowcaseSection';

const SAMPLE_PEOPLE: readonly PresencePerson[] = [
  { id: 'p1', name: 'Ada Lovelace' },
  { id: 'p2', name: 'Grace Hopper' },
  { id: 'p3', name: 'Alan Turing' },
  { id: 'p4', name: 'Katherine Johnson' },
  { id: 'p5', name: 'Hedy Lamarr' },
  { id: 'p6', name: 'Claude Shannon' },
  { id: 'p7', name: 'Margaret Hamilton' },
  { id: 'p8', name: 'Tim Berners-Lee' },
  { id: 'p9', name: 'Radia Perlman' },
];

/** Avatar stacks as the header (4) and other places (5) show them, for 0–9 people. */
export function PresenceShowcase() {
  const { t } = useTranslation();
  const countId = useId();
  const [count, setCount] = useState(7);
  const people = SAMPLE_PEOPLE.slice(0, count);
  const stacks = [
    { key: 'header', max: PRESENCE_AVATARS_VISIBLE.header },
    { key: 'elsewhere', max: PRESENCE_AVATARS_VISIBLE.elsewhere },
  ] as const;
  return (
    <ShowcaseSection
      id="presence"
      title={t('showcase.sections.presence.title')}
      description={t('showcase.sections.presence.description')}
    >
      <div className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <label htmlFor={countId} className="text-sm text-fg-muted">
            {t('showcase.presence.count')}
          </label>
          <input
            id={countId}
            type="range"
            min={0}
            max={SAMPLE_PEOPLE.length}
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
            className="w-40 accent-accent"
          />
          <span className="w-6 text-sm text-fg tabular-nums">{count}</span>
        </div>
        <div className="flex flex-wrap gap-8">
          {stacks.map(({ key, max }) => (
            <div key={key} className="flex min-h-16 flex-col gap-2">
              <span className="text-xs font-medium tracking-wide text-fg-muted uppercase">
                {t(`showcase.presence.${key}`, { max })}
              </span>
              {people.length > 0 ? (
                <PresenceAvatars people={people} max={max} size={key === 'header' ? 'sm' : 'md'} />
              ) : (
                <span className="text-sm text-fg-subtle">{t('showcase.presence.nobody')}</span>
              )}
            </div>
          ))}
        </div>
      </div>
    </ShowcaseSection>
  );
}
