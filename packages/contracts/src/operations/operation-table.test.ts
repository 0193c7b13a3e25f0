import { describe, expect, it } from 'vitest';
import { PROFESSIONAL_FEATURES } from '../feature-gates.ts';
import { gatesOf, type OperationContract } from './define.ts';
import { HTTP_ONLY_OPERATIONS, OPERATION_CONTRACTS, OPERATION_NAMES, OPERATION_ROUTES } from './index.ts';
import { operationsGatedOn } from './operation-routes.ts';
import { OPERATION_TABLE, UPLOAD_TABLE } from './operation-table.ts';
import { operationRowsFromContracts, operationTableSource, uploadRowsFromContracts } from './operation-table-rows.ts';
import { UPLOAD_CONTRACTS } from './uploads.ts';

const REGENERATE = 'operation-table.ts is out of date: run `npm run operation-table -w @sym/contracts`';

describe('the generated operation table', () => {
  it('lists every contract, in order, with its route, HTTP-only flag and gates', () => {
    expect(OPERATION_TABLE, REGENERATE).toEqual(operationRowsFromContracts());
    expect(Object.keys(OPERATION_TABLE), REGENERATE).toEqual(OPERATION_NAMES);
  });

  it('lists every upload with its path and file field', () => {
    expect(UPLOAD_TABLE, REGENERATE).toEqual(uploadRowsFromContracts());
    expect(Object.keys(UPLOAD_TABLE)).toEqual(Object.keys(UPLOAD_CONTRACTS));
    expect(UPLOAD_TABLE['upload.shotTake']).toEqual({
      path: UPLOAD_CONTRACTS['upload.shotTake'].path,
      field: UPLOAD_CONTRACTS['upload.shotTake'].field,
    });
  });

  it('gives the client the routes and HTTP-only set the contracts declare', () => {
    for (const name of OPERATION_NAMES) {
      const contract = OPERATION_CONTRACTS[name] as OperationContract;
      expect(OPERATION_ROUTES[name], name).toEqual(contract.http);
      expect(HTTP_ONLY_OPERATIONS.has(name), name).toBe(contract.httpOnly === true);
    }
  });

  it('lists under a feature exactly the operations whose contracts gate on it', () => {
    expect(operationsGatedOn('team_management')).toContain('teams.create');
    for (const feature of PROFESSIONAL_FEATURES) {
      const gated = OPERATION_NAMES.filter((name) =>
        gatesOf(OPERATION_CONTRACTS[name] as OperationContract).some((gate) => gate.feature === feature),
      );
      expect(operationsGatedOn(feature), feature).toEqual(gated);
    }
  });

  it('writes optional fields only when a contract has them', () => {
    const source = operationTableSource(
      {
        'a.socketOnly': {},
        'b.gated': { method: 'PUT', path: '/api/b/:id', httpOnly: true, gates: ['analytics'] },
      },
      { 'upload.c': { path: '/api/upload/c/:id', field: 'image' } },
    );
    expect(source).toContain("  'a.socketOnly': {},");
    expect(source).toContain("  'upload.c': { path: '/api/upload/c/:id', field: 'image' },");
    expect(source).toContain(
      "  'b.gated': { method: 'PUT', path: '/api/b/:id', httpOnly: true, gates: ['analytics'] },",
    );
  });
});
