import { startReplicateFake, type ReplicateFake } from '../../apps/server/test/fakes/replicate-fake.ts';
import { startAppServer, type AppServer } from './app-server';

/**
 * The app as a user with a real image vendor has it: a second server whose images come from Replicate, here the
 * local fake speaking Replicate's protocol. With `vendor.runMode = 'hold'` predictions stay processing until
 * `vendor.release()`, so a journey can look at work in flight for as long as it needs, however slow the machine,
 * instead of racing a local job that ends in a second.
 */
export interface HeldVendorApp extends AppServer {
  vendor: ReplicateFake;
}

/** Starts the fake vendor and an app server that uses it for images. */
export async function startHeldVendorApp(): Promise<HeldVendorApp> {
  const vendor = await startReplicateFake();
  const server = await startAppServer({
    IMAGE_PROVIDER: 'replicate',
    REPLICATE_BASE_URL: vendor.url,
    REPLICATE_API_TOKEN: vendor.token,
    // A held prediction is a slow vendor, not a broken one.
    PROVIDER_TIMEOUT_SECONDS: '3600',
  });
  return {
    baseURL: server.baseURL,
    vendor,
    stop: async () => {
      vendor.release();
      await server.stop();
      await vendor.close();
    },
  };
}
