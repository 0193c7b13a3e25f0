import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the operator's scripts (apps/server/scripts/<name>.ts) as an operator would, `stdin` piped in. */
export function runOperatorScript(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
): Promise<ScriptResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * A data directory of the embedded database, already migrated (global-setup.ts's template), for a file whose
 * operator scripts run with the app stopped; removed after the file.
 */
export function useStoppedAppDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  beforeAll(() => {
    fs.cpSync(inject('pgliteTemplateDir')!, path.join(dataDir, 'db'), { recursive: true });
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}
