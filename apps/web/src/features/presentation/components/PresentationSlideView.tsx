import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { Icon } from '../../../ui';
import type { PresentationSlide } from '../model/slides';

/** One shot, large: its picture with its number, and under it its text and dialogue. */
export function PresentationSlideView({ slide }: { slide: PresentationSlide }) {
  const { t } = useTranslation();
  const text = [slide.description, slide.action].map((part) => part.trim()).filter(Boolean);
  return (
    <figure className="flex size-full min-h-0 flex-col items-center gap-4 px-6 pb-2" data-shot-id={slide.id}>
      <div className="relative flex min-h-0 w-full flex-1 items-center justify-center">
        {slide.imageUrl ? (
          <img
            src={resolveMediaUrl(slide.imageUrl)}
            alt={t('presentation.shotPicture', { n: slide.number })}
            draggable={false}
            className="max-h-full max-w-full rounded-lg object-contain shadow-2xl shadow-black/60"
          />
        ) : (
          <div className="flex aspect-video w-full max-w-3xl flex-col items-center justify-center gap-2 rounded-lg border border-white/15 text-white/60">
            <Icon name="image" className="size-8" />
            {t('presentation.noPicture', { n: slide.number })}
          </div>
        )}
        <span className="absolute top-2 left-2 rounded-md bg-black/70 px-2.5 py-1 text-lg font-semibold tabular-nums">
          {slide.number}
        </span>
      </div>
      {(text.length > 0 || slide.dialogue.length > 0) && (
        <figcaption className="max-h-[30%] w-full max-w-4xl shrink-0 overflow-y-auto text-center">
          {text.map((part, index) => (
            <p key={index} className="text-lg text-white/90">
              {part}
            </p>
          ))}
          {slide.dialogue.length > 0 && (
            <ul aria-label={t('presentation.dialogue')} className="mt-2 flex flex-col gap-1">
              {slide.dialogue.map((line, index) => (
                <li key={index} className="text-base text-white/80 italic">
                  {line.speaker && <span className="font-semibold not-italic">{line.speaker}: </span>}
                  {line.text}
                </li>
              ))}
            </ul>
          )}
        </figcaption>
      )}
    </figure>
  );
}
