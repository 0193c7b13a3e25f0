import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeSettings } from './settings.ts';
import { REPO_ROOT } from './paths.ts';

describe('README', () => {
  it('documents every setting the server reads, with its default', () => {
    const readme = fs.readFileSync(`${REPO_ROOT}/README.md`, 'utf8');
    for (const setting of describeSettings()) {
      expect(readme, setting.name).toContain(`| \`${setting.name}\` | ${setting.default} |`);
    }
  });
});
