import {
  DOMAIN_MESSAGES,
  GENERATION_MESSAGES,
  isJobKind,
  type ActiveJob,
  type Job,
  type JobQueue,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';
import type { GenerationJobFailure } from './generation-job-failure.ts';
import type { GenerationJobRepository } from './generation-job.repository.ts';
import { presentJob, type GenerationJobPresenter } from './generation-job.presenter.ts';
import type { JobRequestsPort } from './job-requests.port.ts';

export interface GenerationJobServiceDeps {
  jobs: GenerationJobRepository;
  failure: Pick<GenerationJobFailure, 'fail'>;
  presenter: GenerationJobPresenter;
  queue: Pick<JobRequestsPort, 'cancel'>;
  /** Who may see a job besides its owner: whoever may edit its project. */
  projects: Pick<ProjectAccess, 'require'>;
}

/** Reading and cancelling generation jobs (`/api/jobs/{queue}/{id}`, a project's jobs in flight). */
export class GenerationJobService {
  constructor(private readonly deps: GenerationJobServiceDeps) {}

  /** The job as its owner sees it; anything else reads as not_found. */
  async get(userId: string, queue: JobQueue, jobId: string): Promise<Job> {
    const row = await this.deps.jobs.find(jobId);
    const isVisible = row && row.queue === queue && (await this.canSee(userId, row));
    return presentJob(isVisible ? row : undefined, queue, jobId);
  }

  /** The project's queued and running jobs; 404 unless the user may edit the project. */
  async listActive(userId: string, projectId: string): Promise<ActiveJob[]> {
    if (!isUuid(projectId)) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.projectNotFound);
    await this.deps.projects.require(userId, projectId, 'write');
    const rows = await this.deps.jobs.listOpenByProject(projectId);
    return rows.map((row) => this.deps.presenter.active(row));
  }

  /**
   * Cancels the owner's job: a queued one ends now with its credits released; an active one is asked to stop
   * and its worker ends it the same way.
   */
  async cancel(userId: string, queue: JobQueue, jobId: string): Promise<Job> {
    const { jobs } = this.deps;
    const row = await jobs.find(jobId);
    if (!row || row.userId !== userId || row.queue !== queue) return presentJob(undefined, queue, jobId);
    if (row.status === 'queued') {
      const finished = await this.deps.failure.fail(jobId, GENERATION_MESSAGES.cancelled);
      if (finished) {
        const kind = row.target.type;
        if (isJobKind(kind)) await this.deps.queue.cancel(kind, jobId).catch(() => undefined);
        return presentJob(finished, queue, jobId);
      }
    } else if (row.status === 'active') {
      await jobs.requestCancel(jobId);
    }
    return presentJob(await jobs.find(jobId), queue, jobId);
  }

  /** Whether the user may follow the job: it is theirs, or they may edit its project. */
  private async canSee(userId: string, row: { userId: string; projectId: string | null }): Promise<boolean> {
    if (row.userId === userId) return true;
    if (!row.projectId) return false;
    return this.deps.projects.require(userId, row.projectId, 'write').then(
      () => true,
      () => false,
    );
  }
}
