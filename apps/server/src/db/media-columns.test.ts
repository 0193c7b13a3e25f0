import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';
import { MEDIA_TABLES, referenceRulesSql } from './stored-file-references.ts';

/** Columns whose names sound like a file but hold none, each with the reason. */
const NOT_MEDIA: Record<string, string> = {
  'users.profile_picture': "a social provider's avatar address, never one of our stored files",
  'generation_jobs.target_key': 'what a job makes (shot:<id>:image), not a storage key',
  'generation_jobs.output_keys': 'keys a running job chose; the rows it fills own the files once it completes',
  'stored_files.key': 'the owner row itself',
  'site_settings.key': 'the name of a site setting (registration), not a storage key',
  'rate_limit_counters.key': 'the name of a rate-limit counter (auth:ip:<address>), not a storage key',
};

/** A column name that says it holds a file: an address, a storage key, an image, a video, audio, a poster. */
const SOUNDS_LIKE_MEDIA = /(^|_)(url|urls|key|keys|image|images|video|audio|poster|thumb|file|picture)(_|$)/;

const declared = new Set(
  MEDIA_TABLES.flatMap((media) =>
    media.columns.map((column) => `${getTableConfig(media.table).name}.${column.column.name}`),
  ),
);

describe('media columns', () => {
  it('declares every column that sounds like it holds a stored file (else its files would be deleted under it)', () => {
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
    const undeclared = tables.flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      return columns
        .filter((column) => SOUNDS_LIKE_MEDIA.test(column.name) && ['string', 'json'].includes(column.dataType))
        .map((column) => `${name}.${column.name}`)
        .filter((column) => !declared.has(column) && !(column in NOT_MEDIA));
    });
    expect(undeclared).toEqual([]);
  });

  it('names no column as media that is not one (the allowances stay true)', () => {
    for (const column of Object.keys(NOT_MEDIA)) expect(declared.has(column)).toBe(false);
  });

  it('builds one counting function and trigger per declared table, in the named schema', () => {
    const rules = referenceRulesSql('tenant_a');
    for (const media of MEDIA_TABLES) {
      const { name } = getTableConfig(media.table);
      expect(rules).toContain(
        `CREATE OR REPLACE TRIGGER stored_file_refs AFTER INSERT OR UPDATE OR DELETE ON "tenant_a"."${name}"`,
      );
      expect(rules).toContain(`"tenant_a"."stored_file_keys_${name}"`);
    }
    expect(rules).not.toContain('"public".');
  });
});
