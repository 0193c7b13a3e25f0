import type { FastifyInstance } from 'fastify';
import { toErrorResponse } from '../errors/error-response.ts';

/** Renders every error of every route as the envelope with its status (ARCHITECTURE rule 2). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error, request.log);
    if (status < 500) request.log.info({ code: body.error.code, status }, body.error.message);
    return reply.status(status).send(body);
  });
}
