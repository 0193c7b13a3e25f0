import { GENERATION_MESSAGES, type Job, type JobTicket } from '@sym/contracts';
import { ApiError } from '../../../lib/errors';
import { call } from '../../../lib/transport';

/** A job the server no longer knows (expired or never created), in the shape a poll answers. */
function notFoundJob(ticket: JobTicket): Job {
  return {
    id: ticket.jobId,
    queue: ticket.queue,
    kind: 'image',
    status: 'not_found',
    progress: 0,
    cost: ticket.cost,
    attempts: 0,
    error: GENERATION_MESSAGES.jobNotFound,
    result: null,
    createdAt: null,
    updatedAt: null,
  };
}

/** Background jobs of spec §7: read one (for polling), cancel one, list a project's work in flight. */
export const jobsApi = {
  get: async (ticket: JobTicket): Promise<Job> => {
    try {
      return await call('jobs.get', { queue: ticket.queue, jobId: ticket.jobId });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return notFoundJob(ticket);
      throw error;
    }
  },
  cancel: (ticket: JobTicket) => call('jobs.cancel', { queue: ticket.queue, jobId: ticket.jobId }),
  /** The project's queued and running jobs, with what each one makes (so a reloaded screen shows them). */
  listActive: (projectId: string) => call('jobs.listActive', { id: projectId }),
};
