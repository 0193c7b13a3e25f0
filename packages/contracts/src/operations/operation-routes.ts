import type { Feature } from '../tiers.ts';
import type { HttpMethod, HttpRoute } from './define.ts';
import type { OperationName } from './index.ts';
import { OPERATION_TABLE, UPLOAD_TABLE } from './operation-table.ts';
import type { UploadName } from './uploads.ts';

/** One operation as the generated table lists it: its main REST route, HTTP only, the features that gate it. */
export interface OperationRow {
  method?: HttpMethod;
  path?: string;
  httpOnly?: true;
  gates?: readonly Feature[];
}

/** One multipart upload as the generated table lists it: its POST path and the field that carries the file. */
export interface UploadRow {
  path: string;
  field: string;
}

const ROWS: Readonly<Record<OperationName, OperationRow>> = OPERATION_TABLE;

function routeTable(): Partial<Record<OperationName, HttpRoute>> {
  const routes: Partial<Record<OperationName, HttpRoute>> = {};
  for (const [name, row] of Object.entries(ROWS) as [OperationName, OperationRow][]) {
    if (row.method && row.path) routes[name] = { method: row.method, path: row.path };
  }
  return routes;
}

/** Main REST route of each operation, for the client's HTTP fallback. */
export const OPERATION_ROUTES = routeTable();

/** Operations clients always call over HTTP (sign-in, profile, logs: before or without a socket session). */
export const HTTP_ONLY_OPERATIONS: ReadonlySet<OperationName> = new Set(
  (Object.keys(ROWS) as OperationName[]).filter((name) => ROWS[name].httpOnly),
);

/** The operations some of whose calls need this feature (see their contracts' `gate` for which inputs). */
export function operationsGatedOn(feature: Feature): OperationName[] {
  return (Object.keys(ROWS) as OperationName[]).filter((name) => ROWS[name].gates?.includes(feature));
}

/** Each upload's POST path and file field, for the client (uploads.ts has their answers' schemas). */
export const UPLOAD_ROUTES: Readonly<Record<UploadName, UploadRow>> = UPLOAD_TABLE;
