import { describe, expect, it } from 'vitest';
import { isCompatible, licenceOf, licenceProblems, runtimeClosure } from './third-party-licences.mjs';

// A package-lock tree: the app depends on `a` (which has its own nested `c`) and optionally on `b`; `dev-only` is
// a dev dependency of the app and `tool` a dependency of a workspace that is not shipped.
const PACKAGES = {
  app: { dependencies: { a: '^1' }, optionalDependencies: { b: '^1' }, devDependencies: { 'dev-only': '^1' } },
  e2e: { dependencies: { tool: '^1' } },
  'node_modules/a': { version: '1.0.0', license: 'MIT', dependencies: { c: '^2', b: '^1' } },
  'node_modules/a/node_modules/c': { version: '2.0.0', license: 'GPL-2.0-only' },
  'node_modules/c': { version: '1.0.0', license: 'MIT' },
  'node_modules/b': { version: '1.2.0' },
  'node_modules/dev-only': { version: '1.0.0', license: 'SSPL-1.0', dev: true },
  'node_modules/tool': { version: '1.0.0', license: 'UNLICENSED' },
  'node_modules/app': { link: true, resolved: 'app' },
};

describe('third-party licences', () => {
  it("follows the shipped workspaces' runtime dependencies the way node resolves them, and nothing else", () => {
    expect(runtimeClosure(PACKAGES, ['app']).sort()).toEqual([
      'node_modules/a',
      'node_modules/a/node_modules/c',
      'node_modules/b',
    ]);
  });

  it('fails a package with no licence or one that cannot be combined into AGPL-3.0-or-later', () => {
    const rows = runtimeClosure(PACKAGES, ['app'])
      .map((at) => licenceOf(PACKAGES, '/nonexistent', at))
      .sort((x, y) => x.name.localeCompare(y.name));
    expect(licenceProblems(rows)).toEqual([
      'b@1.2.0: no licence stated',
      'c@2.0.0: GPL-2.0-only is not known to be compatible with AGPL-3.0-or-later',
    ]);
  });

  it('reads SPDX expressions: one OR branch, or every AND part, must be compatible', () => {
    expect(isCompatible('MIT')).toBe(true);
    expect(isCompatible('(MIT OR GPL-2.0-only)')).toBe(true);
    expect(isCompatible('Apache-2.0 AND LGPL-3.0-or-later')).toBe(true);
    expect(isCompatible('MIT AND SSPL-1.0')).toBe(false);
    expect(isCompatible('GPL-2.0-only')).toBe(false);
    expect(isCompatible('GPL-2.0+')).toBe(true);
    expect(isCompatible('UNLICENSED')).toBe(false);
  });
});
