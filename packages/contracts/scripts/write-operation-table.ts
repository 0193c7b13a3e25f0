// Writes src/operations/operation-table.ts, the routes and gates of every operation contract (and the path and
// field of every upload) without their schemas, for the web client. Run after changing a contract's route, httpOnly or gate:
// `npm run operation-table -w @sym/contracts`.
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import {
  operationRowsFromContracts,
  operationTableSource,
  uploadRowsFromContracts,
} from '../src/operations/operation-table-rows.ts';

const target = new URL('../src/operations/operation-table.ts', import.meta.url).pathname;
const source = operationTableSource(operationRowsFromContracts(), uploadRowsFromContracts());
const options = await resolveConfig(target);
writeFileSync(target, await format(source, { ...options, filepath: target }));
console.log(`Wrote ${target}`);
