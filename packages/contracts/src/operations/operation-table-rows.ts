import { gatesOf, type HttpMethod, type OperationContract } from './define.ts';
import { OPERATION_CONTRACTS, OPERATION_NAMES } from './index.ts';
import type { OperationRow, UploadRow } from './operation-routes.ts';
import { UPLOAD_CONTRACTS } from './uploads.ts';

/**
 * The browser's view of every contract: its REST route, whether it is HTTP only and the features that gate it,
 * without the zod schemas and examples. `scripts/write-operation-table.ts` writes these rows (and the uploads')
 * into operation-table.ts, and its test compares them with that file.
 */
export function operationRowsFromContracts(): Record<string, OperationRow> {
  const rows: Record<string, OperationRow> = {};
  for (const name of OPERATION_NAMES) {
    const contract = OPERATION_CONTRACTS[name] as OperationContract;
    const features = [...new Set(gatesOf(contract).map((gate) => gate.feature))];
    rows[name] = {
      ...(contract.http ? { method: contract.http.method, path: contract.http.path } : {}),
      ...(contract.httpOnly ? { httpOnly: true } : {}),
      ...(features.length > 0 ? { gates: features } : {}),
    };
  }
  return rows;
}

/** Each multipart upload's path and file field, without its answer's schema and example. */
export function uploadRowsFromContracts(): Record<string, UploadRow> {
  return Object.fromEntries(
    Object.entries(UPLOAD_CONTRACTS).map(([name, upload]) => [name, { path: upload.path, field: upload.field }]),
  );
}

/** The source text of operation-table.ts for these rows (before prettier). */
export function operationTableSource(rows: Record<string, OperationRow>, uploads: Record<string, UploadRow>): string {
  const lines = Object.entries(rows).map(([name, row]) => {
    const fields = [
      row.method ? `method: '${row.method satisfies HttpMethod}'` : '',
      row.path ? `path: '${row.path}'` : '',
      row.httpOnly ? 'httpOnly: true' : '',
      row.gates ? `gates: [${row.gates.map((feature) => `'${feature}'`).join(', ')}]` : '',
    ].filter(Boolean);
    return `  '${name}': ${fields.length > 0 ? `{ ${fields.join(', ')} }` : '{}'},`;
  });
  return [
    '// Generated from the operation contracts by `npm run operation-table -w @sym/contracts`; do not edit.',
    '// operation-table.test.ts fails when a contract changes and this file does not. The web client reads these',
    '// routes instead of the contracts, so the browser loads no schema or example to call an operation or upload.',
    "import type { OperationRow, UploadRow } from './operation-routes.ts';",
    '',
    'export const OPERATION_TABLE = {',
    ...lines,
    '} as const satisfies Record<string, OperationRow>;',
    '',
    'export const UPLOAD_TABLE = {',
    ...Object.entries(uploads).map(([name, row]) => `  '${name}': { path: '${row.path}', field: '${row.field}' },`),
    '} as const satisfies Record<string, UploadRow>;',
    '',
  ].join('\n');
}
