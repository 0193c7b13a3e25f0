// A local OpenID Connect provider for the social sign-in journey (started by playwright.config.ts).
import { createServer } from 'node:http';
import { startIdentityProvider } from '../../apps/server/test/helpers/oidc-provider.ts';

const port = Number(process.env.IDP_PORT);
const redirectUri = process.env.IDP_REDIRECT_URI!;
const idp = await startIdentityProvider(redirectUri, port);

// Playwright waits for this health URL before starting the app server.
const health = createServer((_request, response) => response.end('ok')).listen(port + 1, '127.0.0.1');
const stop = async () => {
  health.close();
  await idp.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
