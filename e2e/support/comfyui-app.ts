import { startComfyUiFake, type ComfyUiFake } from '../../apps/server/test/fakes/comfyui-fake.ts';
import { startAppServer, type AppServer } from './app-server';

/**
 * The app of a site that runs ComfyUI besides the local renderer (IMAGE_MODELS=comfyui): here the local fake that
 * speaks ComfyUI's protocol, so projects can upload workflows of their own and run them.
 */
export interface ComfyUiApp extends AppServer {
  comfy: ComfyUiFake;
}

export async function startComfyUiApp(): Promise<ComfyUiApp> {
  const comfy = await startComfyUiFake();
  const server = await startAppServer({ IMAGE_MODELS: 'comfyui', COMFYUI_URL: comfy.url });
  return {
    baseURL: server.baseURL,
    comfy,
    stop: async () => {
      await server.stop();
      await comfy.close();
    },
  };
}
