import { spawn } from 'node:child_process';
import path from 'node:path';

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
