import type { ImageRequest } from '../../providers/image/image-provider.ts';
import type { VideoRequest } from '../../providers/video/video-provider.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import { AssetImageRequests } from './asset-image-request.ts';
import { StyleResolver } from './generation-style.ts';
import type { JobRun } from './job-definition.ts';
import { JobSubjects, type JobSubjectsDeps } from './job-subjects.ts';
import { ShotClipRequests } from './shot-clip-requests.ts';
import { ShotImageRequests } from './shot-image-request.ts';
import type { AssetVariantPayload, AssetVariantTarget } from './targets/asset-variant.job.ts';
import type { ShotTarget } from './targets/shot-generation-steps.ts';
import type { ShotImagePayload } from './targets/shot-image.job.ts';
import type { ShotLipsyncPayload } from './targets/shot-lipsync.job.ts';
import type { ShotVideoPayload } from './targets/shot-video.job.ts';
import type { WizardPreviewPayload } from './targets/wizard-asset-preview.job.ts';
import { wizardPreviewRequest } from './wizard-preview-request.ts';

export interface GenerationInputsDeps extends JobSubjectsDeps {
  styles: Pick<StyleRepository, 'findById'>;
}

/**
 * What the providers are asked for, built from a job's typed payload and the records it is about (read as the
 * worker runs it, so a regeneration draws what the shot or asset holds now).
 */
export class GenerationInputs {
  private readonly assetImages: AssetImageRequests;
  private readonly shotImages: ShotImageRequests;
  private readonly shotClips: ShotClipRequests;

  constructor(private readonly deps: GenerationInputsDeps) {
    const subjects = new JobSubjects(deps);
    const styles = new StyleResolver({ styles: deps.styles, media: deps.media });
    this.assetImages = new AssetImageRequests(deps, subjects, styles);
    this.shotImages = new ShotImageRequests(deps, subjects, styles);
    this.shotClips = new ShotClipRequests(deps.media, subjects);
  }

  /** The image request of an asset variant job. */
  assetImage(run: JobRun<AssetVariantPayload, AssetVariantTarget>): Promise<ImageRequest> {
    return this.assetImages.build(run);
  }

  /** The image request of a shot. */
  shotImage(run: JobRun<ShotImagePayload, ShotTarget<'shot-image'>>): Promise<ImageRequest> {
    return this.shotImages.build(run);
  }

  /** The clip request of a shot. */
  shotVideo(run: JobRun<ShotVideoPayload, ShotTarget<'shot-video'>>): Promise<VideoRequest> {
    return this.shotClips.video(run);
  }

  /** What a shot's lip-sync starts from. */
  shotLipsyncSource(run: JobRun<ShotLipsyncPayload, ShotTarget<'shot-lipsync'>>) {
    return this.shotClips.lipsyncSource(run);
  }

  /** The image request of a wizard asset preview. */
  wizardPreview(run: JobRun<WizardPreviewPayload, unknown>): Promise<ImageRequest> {
    return wizardPreviewRequest(this.deps.media, run);
  }
}
