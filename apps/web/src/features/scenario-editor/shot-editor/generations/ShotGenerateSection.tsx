import type { Shot } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { useReportActivity } from '../../../collaboration';
import { GenerateButton, isGenerationBusy } from '../../../generation';
import type { ShotEditSaver } from '../autosave/shotEditSaver';
import { shotEditorKeys } from '../shotEditorKeys';
import { GenerationHistory } from './GenerationHistory';
import { useShotGeneration } from './useShotGeneration';

interface ShotGenerateSectionProps {
  projectId: string;
  scenarioId: string;
  shot: Shot;
  saver: ShotEditSaver;
}

/** Generate an image or a video of the shot (cost shown), and its generation history. */
export function ShotGenerateSection({ projectId, scenarioId, shot, saver }: ShotGenerateSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const historyId = useId();
  const generation = useShotGeneration(projectId, scenarioId, shot, saver);
  const queryClient = useQueryClient();
  useReportActivity(
    projectId,
    isGenerationBusy(generation.videoState)
      ? 'generating_video'
      : isGenerationBusy(generation.imageState)
        ? 'generating_image'
        : null,
  );
  const shownRef = useRef({ id: shot.id, media: [shot.imageUrl, shot.videoUrl] });

  // A generation finished elsewhere (the storyboard card, "Generate all") changes the shot's image or
  // video: the history follows.
  useEffect(() => {
    const shown = shownRef.current;
    const media = [shot.imageUrl, shot.videoUrl];
    shownRef.current = { id: shot.id, media };
    if (shown.id !== shot.id || (shown.media[0] === media[0] && shown.media[1] === media[1])) return;
    void queryClient.invalidateQueries({ queryKey: shotEditorKeys.shotGenerations(scenarioId, shot.id) });
  }, [queryClient, scenarioId, shot.id, shot.imageUrl, shot.videoUrl]);
  const imageReason = shot.description.trim() === '' ? t('shotEditor.generate.needsDescription') : null;
  const videoReason = !shot.imageUrl
    ? t('shotEditor.generate.needsImage')
    : !shot.animationInstructions?.trim()
      ? t('shotEditor.generate.needsAnimation')
      : null;

  return (
    <>
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          {t('shotEditor.generate.title')}
        </h3>
        <div className="flex flex-col gap-2">
          <GenerateButton
            label={t(shot.imageUrl ? 'shotEditor.generate.regenerateImage' : 'shotEditor.generate.image')}
            cost={generation.imageCost}
            state={generation.imageState}
            onGenerate={generation.generateImage}
            unavailableReason={imageReason}
          />
          <GenerateButton
            label={t('shotEditor.generate.video')}
            cost={generation.videoCost}
            state={generation.videoState}
            onGenerate={generation.generateVideo}
            unavailableReason={videoReason}
            variant="secondary"
          />
        </div>
      </section>
      <section aria-labelledby={historyId} className="flex flex-col gap-3">
        <h3 id={historyId} className="text-sm font-semibold text-fg">
          {t('shotEditor.history.title')}
        </h3>
        <GenerationHistory scenarioId={scenarioId} shotId={shot.id} kind="image" />
        <GenerationHistory scenarioId={scenarioId} shotId={shot.id} kind="video" />
      </section>
    </>
  );
}
