import { DEFAULT_SHOT_DURATION_SECONDS, shotDuration, type CameraMotion } from '@sym/contracts';
import { ProviderError } from '../../providers/provider.ts';
import type { VideoRequest } from '../../providers/video/video-provider.ts';
import { str, type MediaReader } from './generation-media.ts';
import type { JobRun } from './job-definition.ts';
import { frameSizeOf, type JobSubjects } from './job-subjects.ts';
import type { ShotTarget } from './targets/shot-generation-steps.ts';
import type { ShotLipsyncPayload } from './targets/shot-lipsync.job.ts';
import type { ShotVideoPayload } from './targets/shot-video.job.ts';

/** What a shot's clip and lip-sync jobs start from. */
export class ShotClipRequests {
  constructor(
    private readonly media: MediaReader,
    private readonly subjects: JobSubjects,
  ) {}

  /** The clip request of a shot: the chosen image, camera motion, animation instructions, duration, frame size. */
  async video(run: JobRun<ShotVideoPayload, ShotTarget<'shot-video'>>): Promise<VideoRequest> {
    await this.subjects.projectOf(run);
    const { scenario, shot } = await this.subjects.shotOf(run.target);
    const imageUrl = str(run.payload.imageUrl) ?? shot.imageUrl;
    if (!imageUrl) throw new ProviderError('input', 'Generate an image for this shot first');
    return {
      image: await this.media.read(imageUrl, run.signal),
      cameraMotion: shot.cameraMotion as CameraMotion,
      animationInstructions: str(run.payload.animationInstructions) ?? shot.animationInstructions ?? '',
      // The clip fills the shot's slot on the timeline, where a shot without a duration lasts the default.
      durationSeconds: shot.duration && shot.duration > 0 ? Math.min(shot.duration, 30) : DEFAULT_SHOT_DURATION_SECONDS,
      ...frameSizeOf(scenario.aspectRatio),
    };
  }

  /**
   * What a lip-sync job starts from: the shot's clip (or image), the frame size, the episode language and the
   * shot's duration on the timeline, which the result lasts (a lip-sync never shortens or lengthens a shot).
   */
  async lipsyncSource(run: JobRun<ShotLipsyncPayload, ShotTarget<'shot-lipsync'>>) {
    await this.subjects.projectOf(run);
    const { scenario, shot } = await this.subjects.shotOf(run.target);
    const visualUrl = str(run.payload.visualUrl) ?? shot.videoUrl ?? shot.imageUrl;
    if (!visualUrl) throw new ProviderError('input', 'Generate an image for this shot first');
    const isVideo = /\.mp4$/i.test(visualUrl) || visualUrl === shot.videoUrl;
    const bytes = await this.media.read(visualUrl, run.signal);
    return {
      video: isVideo ? bytes : undefined,
      image: isVideo ? undefined : bytes,
      language: str(run.payload.language) ?? scenario.contentLanguage,
      durationSeconds: shotDuration(shot),
      ...frameSizeOf(scenario.aspectRatio),
    };
  }
}
