import type { FastifyInstance } from 'fastify';
import type { Tier } from '@sym/contracts';
import type { Services } from '../operations/services.ts';
import { mergeHttpInput, OPERATIONS } from '../operations/index.ts';
import { CLIENT_ID_HEADER } from '@sym/contracts';
import { withOrigin } from '../modules/events/domain-events.ts';
import { clientOrigin } from '../modules/events/client-origin.ts';
import { httpContext } from './request-context.ts';

/** Registers every operation of the table that has a REST route; answers `{ success: true, data }`. */
export function registerRestRoutes(app: FastifyInstance, services: Services, siteTier: Tier): void {
  for (const operation of OPERATIONS) {
    const routes = operation.route ? [operation.route, ...operation.aliases] : operation.aliases;
    for (const route of routes) {
      app.route({
        method: route.method,
        url: route.path,
        config: { isGuestAnswer: operation.isGuestAnswer },
        handler: async (request) => {
          const payload = mergeHttpInput({ params: request.params, query: request.query, body: request.body });
          const origin = clientOrigin(request.headers[CLIENT_ID_HEADER]);
          const data = await withOrigin(origin, () =>
            operation.execute(httpContext(request, services, siteTier), payload),
          );
          return { success: true, data: data ?? null };
        },
      });
    }
  }
}
