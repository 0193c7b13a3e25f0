import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon, Spinner, useBodyScrollLock, useFocusTrap } from '../../../ui';
import { useFullscreen } from '../hooks/useFullscreen';
import type { PresentationFollow } from '../hooks/usePresentationFollow';
import { usePresentationNavigation, type PresentationClock } from '../hooks/usePresentationNavigation';
import { usePresentLive, type LiveStop } from '../hooks/usePresentLive';
import type { PresentationSlide } from '../model/slides';
import { PresentationControls } from './PresentationControls';
import { PresentationFollowBanner } from './PresentationFollowBanner';
import { PresentationSlideView } from './PresentationSlideView';

export interface PresentationModeProps {
  scenarioId: string;
  title: string;
  slides: readonly PresentationSlide[];
  isLoading?: boolean;
  /** The animatic with its sound: its clock, its length and what shows it at the clock's time. */
  animatic?: { clock: PresentationClock; duration: number; view: ReactNode } | null;
  /** The member who may present live (guests cannot). */
  presenter?: { userId: string } | null;
  follow: PresentationFollow;
  initialIndex?: number;
  onClose: () => void;
}

/** Keys that move through the shots. */
const STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  PageDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  PageUp: -1,
};

/**
 * Presentation mode: the episode full screen (the Fullscreen API, else an overlay over the page), shot by shot —
 * Left/Right, Home/End, a click on the shot — or as the animatic with its sound (Space plays and pauses); Esc
 * leaves. A member can present live for others to follow; a follower's own move leaves follow mode.
 */
export function PresentationMode(props: PresentationModeProps) {
  const { scenarioId, title, slides, animatic, presenter, follow, onClose } = props;
  const { t } = useTranslation();
  const stageRef = useRef<HTMLDivElement>(null);
  const nav = usePresentationNavigation(slides, animatic?.clock ?? null, follow, props.initialIndex);
  const [isLive, setIsLive] = useState(false);
  const [liveNotice, setLiveNotice] = useState<string | null>(null);

  const close = () => {
    follow.leave();
    onClose();
  };
  useFullscreen(stageRef, close);
  useBodyScrollLock(true);
  const trapTab = useFocusTrap(true, stageRef, stageRef);

  usePresentLive({
    isLive: isLive && Boolean(presenter),
    userId: presenter?.userId ?? '',
    position: { scenarioId, ...nav.position },
    onStopped: (stop: LiveStop) => {
      setIsLive(false);
      setLiveNotice(
        stop.reason === 'takenOver'
          ? t('presentation.live.takenOver', { name: stop.presenterName })
          : t('presentation.live.refused', { message: stop.message }),
      );
    },
  });

  const last = slides.length - 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const isSlider = target instanceof HTMLInputElement && target.type === 'range';
    const step = STEPS[event.key];
    if (event.altKey || event.ctrlKey || event.metaKey || (isSlider && event.key !== 'Escape')) {
      trapTab(event);
      return;
    }
    if (step !== undefined) nav.goTo(nav.index + step);
    else if (event.key === 'Home') nav.goTo(0);
    else if (event.key === 'End') nav.goTo(last);
    else if (event.key === 'Escape') close();
    else if (event.key === ' ' && animatic && target.tagName !== 'BUTTON') nav.togglePlay();
    else {
      trapTab(event);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const toggleLive = () => {
    setLiveNotice(null);
    if (!isLive) follow.leave();
    setIsLive(!isLive);
  };

  const slide = slides[nav.index];
  let stage: ReactNode;
  if (props.isLoading) stage = <Spinner />;
  else if (!slide) stage = <p className="text-white/70">{t('presentation.empty')}</p>;
  else if (nav.position.mode === 'animatic' && animatic) stage = animatic.view;
  else stage = <PresentationSlideView slide={slide} />;

  return createPortal(
    <div
      ref={stageRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('presentation.label', { title })}
      data-testid="presentation-view"
      data-mode={nav.position.mode}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[70] flex flex-col bg-black text-white outline-none"
    >
      <header className="flex flex-wrap items-center gap-3 px-4 py-2">
        <h2 className="min-w-0 flex-1 truncate text-sm font-medium text-white/80">{title}</h2>
        <PresentationFollowBanner follow={follow} tone="stage" />
        {liveNotice && (
          <p role="status" className="text-sm text-white/80">
            {liveNotice}
          </p>
        )}
        {presenter && (
          <button
            type="button"
            aria-pressed={isLive}
            data-testid="presentation-live"
            onClick={toggleLive}
            className={`inline-flex h-8 items-center gap-2 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-white ${
              isLive ? 'border-danger bg-danger text-white' : 'border-white/30 text-white/90 hover:bg-white/10'
            }`}
          >
            <span className={`size-2 rounded-full ${isLive ? 'animate-pulse bg-white' : 'bg-danger'}`} aria-hidden />
            {isLive ? t('presentation.live.on') : t('presentation.live.toggle')}
          </button>
        )}
        <button
          type="button"
          data-testid="presentation-close"
          onClick={close}
          aria-label={t('presentation.close')}
          className="grid size-8 place-items-center rounded-full text-white/80 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <Icon name="close" className="size-5" />
        </button>
      </header>
      <div
        className="flex min-h-0 flex-1 items-center justify-center"
        // A click on the shot moves on (in the animatic: plays or pauses), as the keys do.
        onClick={() => (nav.position.mode === 'animatic' ? nav.togglePlay() : nav.goTo(nav.index + 1))}
      >
        {stage}
      </div>
      {slides.length > 0 && (
        <PresentationControls
          index={nav.index}
          total={slides.length}
          mode={nav.position.mode}
          animatic={animatic ? { clock: animatic.clock, duration: animatic.duration } : null}
          onGo={nav.goTo}
          onMode={nav.changeMode}
          onTogglePlay={nav.togglePlay}
          onSeek={nav.seek}
        />
      )}
      <p className="sr-only">{t('presentation.keys')}</p>
    </div>,
    document.body,
  );
}
