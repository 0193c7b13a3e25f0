import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { livenessOf } from './row-liveness.ts';
import { shots } from './schema.ts';
import { LIVENESS_RULES, liveReferenceSql, liveRowSql, livenessRuleOf } from './stored-file-liveness.ts';
import { MEDIA_TABLES } from './stored-file-references.ts';
import { namesFor } from './sql-names.ts';

const nameOf = (rule: { table: Parameters<typeof getTableConfig>[0] }) => getTableConfig(rule.table).name;
const names = namesFor('tenant_a');

describe('row liveness', () => {
  it('has a rule for every table with media columns (else its files would be served from the Recycle Bin)', () => {
    const ruled = new Set(LIVENESS_RULES.map(nameOf));
    expect(MEDIA_TABLES.map(nameOf).filter((name) => !ruled.has(name))).toEqual([]);
  });

  it('walks every rule up to its parents by their foreign keys, each parent with a rule of its own', () => {
    // liveRowSql throws for a parent column without a foreign key or a parent without a rule.
    for (const liveness of LIVENESS_RULES) expect(() => liveRowSql(names, liveness, 't')).not.toThrow();
    expect(() => liveRowSql(names, livenessOf(shots, { under: shots.description }), 't')).toThrow(/no foreign key/);
    expect(() => liveRowSql(names, livenessOf(shots, { under: shots.scenarioId }), 't', [])).toThrow(
      /scenarios has no liveness rule/,
    );
  });

  it('says a shot is live while its episode and project are, in the named schema', () => {
    expect(liveRowSql(names, livenessRuleOf(shots), 't')).toBe(
      'EXISTS (SELECT 1 FROM "tenant_a"."scenarios" p1 WHERE p1."id" = t."scenario_id" AND ' +
        `NOT coalesce(p1."deleted_at" IS NOT NULL OR p1."status" = 'deleted', false) AND ` +
        'EXISTS (SELECT 1 FROM "tenant_a"."projects" p2 WHERE p2."id" = p1."project_id" AND ' +
        `NOT coalesce(p2."status" = 'deleted', false)))`,
    );
  });

  it('probes each media table but the never-live holds through its keys index', () => {
    const sql = liveReferenceSql(names, MEDIA_TABLES);
    for (const media of MEDIA_TABLES) {
      const probe = `FROM "tenant_a"."${nameOf(media)}" t WHERE "tenant_a"."stored_file_keys_${nameOf(media)}"(t) @> ARRAY[file_key]`;
      if (livenessRuleOf(media.table).rule.isNeverLive) expect(sql).not.toContain(probe);
      else expect(sql).toContain(probe);
    }
    expect(sql).not.toContain('"public".');
  });
});
