import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBuildCurrent, stampBuild, webBuildFingerprint } from './web-build-inputs.mjs';

const roots = [];

/** A small repository with the web build's inputs (and an output and a cache that must not count). */
function makeRepository() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-web-inputs-'));
  roots.push(root);
  const files = {
    'package.json': '{"workspaces":[]}',
    'package-lock.json': '{"lockfileVersion":3}',
    'tsconfig.base.json': '{}',
    'apps/web/index.html': '<div id="root"></div>',
    'apps/web/vite.config.ts': 'export default {}',
    'apps/web/src/main.tsx': 'console.log(1)',
    'apps/web/src/locales/en.ts': 'export const en = { hello: "Hello" }',
    'apps/web/public/favicon.svg': '<svg/>',
    'packages/contracts/src/index.ts': 'export const A = 1',
    'apps/web/dist/index.html': '<built/>',
    'apps/web/node_modules/.vite/deps.json': '{}',
    'node_modules/.cache/other.json': '{}',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('webBuildFingerprint', () => {
  it('is the same for the same inputs, whatever the outputs, caches and unrelated settings', () => {
    const root = makeRepository();
    const before = webBuildFingerprint(root, { PATH: '/bin' });
    fs.writeFileSync(path.join(root, 'apps/web/dist/index.html'), '<rebuilt/>');
    fs.writeFileSync(path.join(root, 'apps/web/node_modules/.vite/deps.json'), '{"changed":true}');
    fs.mkdirSync(path.join(root, 'apps/server'), { recursive: true });
    fs.writeFileSync(path.join(root, 'apps/server/main.ts'), 'server code');
    expect(webBuildFingerprint(root, { PATH: '/usr/bin', PORT: '3000' })).toBe(before);
  });

  it.each([
    ['a changed source', 'apps/web/src/main.tsx', 'console.log(2)'],
    ['a new source', 'apps/web/src/new.ts', 'export {}'],
    ['a changed locale', 'apps/web/src/locales/en.ts', 'export const en = { hello: "Hi" }'],
    ['a changed index.html', 'apps/web/index.html', '<div id="app"></div>'],
    ['a changed Vite config', 'apps/web/vite.config.ts', 'export default { base: "/" }'],
    ['a changed public file', 'apps/web/public/favicon.svg', '<svg></svg>'],
    ['a changed contract', 'packages/contracts/src/index.ts', 'export const A = 2'],
    ['a changed lockfile', 'package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
  ])('changes with %s', (_what, file, content) => {
    const root = makeRepository();
    const before = webBuildFingerprint(root, {});
    fs.writeFileSync(path.join(root, file), content);
    expect(webBuildFingerprint(root, {})).not.toBe(before);
  });

  it('changes when a source is deleted or renamed', () => {
    const root = makeRepository();
    const before = webBuildFingerprint(root, {});
    fs.renameSync(path.join(root, 'apps/web/src/main.tsx'), path.join(root, 'apps/web/src/app.tsx'));
    const renamed = webBuildFingerprint(root, {});
    expect(renamed).not.toBe(before);
    fs.rmSync(path.join(root, 'apps/web/src/app.tsx'));
    expect(webBuildFingerprint(root, {})).not.toBe(renamed);
  });

  it('changes with the build-time settings (VITE_* variables baked into the bundle)', () => {
    const root = makeRepository();
    const plain = webBuildFingerprint(root, {});
    expect(webBuildFingerprint(root, { VITE_APP_TIER: 'mms' })).not.toBe(plain);
    expect(webBuildFingerprint(root, { VITE_APP_TIER: 'sym' })).not.toBe(
      webBuildFingerprint(root, { VITE_APP_TIER: 'mms' }),
    );
  });
});

describe('isBuildCurrent', () => {
  it('holds only for the stamped build, complete, made from the same inputs', () => {
    const root = makeRepository();
    const dist = path.join(root, 'apps/web/dist');
    const stamp = path.join(root, 'node_modules/.cache/web-build.json');
    const fingerprint = webBuildFingerprint(root, {});
    expect(isBuildCurrent(dist, stamp, fingerprint)).toBe(false);
    stampBuild(dist, stamp, fingerprint);
    expect(isBuildCurrent(dist, stamp, fingerprint)).toBe(true);
    // Other inputs, another build in its place, or no build at all.
    expect(isBuildCurrent(dist, stamp, webBuildFingerprint(root, { VITE_APP_TIER: 'mms' }))).toBe(false);
    fs.writeFileSync(path.join(dist, 'index.html'), '<built differently/>');
    expect(isBuildCurrent(dist, stamp, fingerprint)).toBe(false);
    fs.rmSync(path.join(dist, 'index.html'));
    expect(isBuildCurrent(dist, stamp, fingerprint)).toBe(false);
  });
});
