// Browser tests need Debian's Chromium (Playwright's own browser download is not available offline).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Installs Debian's chromium when missing and possible (root + apt-get); otherwise says what to install. */
export function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canApt) {
    console.log('Chromium is missing: installing Debian package "chromium" with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(chromiumPath())) return true;
  }
  console.error(
    `Browser tests need Chromium at ${chromiumPath()}. Install it with: sudo apt-get install chromium ` +
      '(or set CHROMIUM_PATH to a Chromium binary).',
  );
  return false;
}
