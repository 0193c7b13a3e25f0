export {
  createDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  type DatabaseSchema,
} from './database.ts';
export * as tables from './schema.ts';
