import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../operations/services.ts';
import { AppError } from '../errors/app-error.ts';

const StartParams = z.object({ provider: z.string().min(1).max(40) });

/**
 * The browser redirect that starts social sign-in (not an RPC operation: it answers with a redirect).
 * Failures send the browser back to the sign-in screen with the message in `?error=`.
 */
export function registerSocialRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/auth/social/:provider/start', async (request, reply) => {
    const { provider } = StartParams.parse(request.params);
    try {
      return reply.redirect(await services.social.start(provider), 302);
    } catch (error) {
      const message = error instanceof AppError ? error.message : 'Login failed';
      if (!(error instanceof AppError)) request.log.warn({ err: error, provider }, 'social sign-in could not start');
      return reply.redirect(`/login?error=${encodeURIComponent(message)}`, 302);
    }
  });
}
