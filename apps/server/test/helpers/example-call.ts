import type { OperationContract } from '@sym/contracts';
import { openRpcSocket } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/** What a call answered: the HTTP status (socket: 200, or the status its error code stands for) and the envelope. */
export interface CallAnswer {
  status: number;
  body: { success?: boolean; data?: unknown; error?: { code: string; message: string } };
  text: string;
}

/** Query parameters as the web client sends them: arrays repeated, objects as JSON. */
function queryOf(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

const SOCKET_STATUS: Record<string, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION_ERROR: 422,
  RATE_LIMITED: 429,
};

/**
 * Calls an operation with an input as its REST route takes it (path parameters filled in, the rest as query for
 * GET, else as JSON body); an operation without a REST route goes over the socket RPC instead.
 */
export async function callOperation(
  server: TestServer,
  name: string,
  contract: OperationContract,
  input: Record<string, unknown>,
  token: string | undefined,
): Promise<CallAnswer> {
  const route = contract.http;
  if (!route) {
    if (!token) throw new Error(`${name}: a socket call needs a session`);
    const socket = await openRpcSocket(server, token);
    try {
      const answer = await socket.rpc(name, input);
      const status = answer.success ? 200 : (SOCKET_STATUS[answer.error.code] ?? 500);
      return { status, body: answer as CallAnswer['body'], text: JSON.stringify(answer) };
    } finally {
      socket.close();
    }
  }
  const fields = { ...input };
  const path = route.path.replace(/:(\w+)/g, (_, param: string) => {
    const value = fields[param];
    delete fields[param];
    return encodeURIComponent(String(value));
  });
  const isQuery = route.method === 'GET';
  const hasBody = !isQuery && Object.keys(fields).length > 0;
  const response = await server.request(route.method, isQuery ? `${path}${queryOf(fields)}` : path, {
    ...(hasBody ? { body: fields } : {}),
    ...(token ? { token } : {}),
  });
  return { status: response.status, body: response.body as CallAnswer['body'], text: response.text };
}
