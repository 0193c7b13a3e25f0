import { ApiKeysPage } from '../features/api-keys';

/** /api-keys: API keys of the professional edition. */
export function ApiKeysRoute() {
  return <ApiKeysPage />;
}
