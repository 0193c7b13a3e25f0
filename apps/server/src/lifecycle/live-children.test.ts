import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { childProcessEntry, ChildRegistry, workerThreadEntry } from './live-children.ts';

// Real processes and threads: what the registry is for is that they are gone when stopAll resolves.

/** A node child that prints "ready" once it is listening for signals; with `ignoreTerm` SIGTERM does nothing. */
async function nodeChild(ignoreTerm: boolean) {
  const source = `${ignoreTerm ? "process.on('SIGTERM', () => {});" : ''} setInterval(() => {}, 1000); console.log('ready');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'ignore'] });
  await once(child.stdout, 'data');
  return child;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('ChildRegistry', () => {
  it('asks every child to stop, kills the ones that ignore it, and resolves once all have exited', async () => {
    const registry = new ChildRegistry();
    const polite = await nodeChild(false);
    const stubborn = await nodeChild(true);
    registry.add(childProcessEntry('ffmpeg', polite));
    registry.add(childProcessEntry('ffmpeg', stubborn));
    expect(registry.size).toBe(2);

    const result = await registry.stopAll(200);

    expect(result).toEqual({ stopped: { ffmpeg: 2 }, killed: { ffmpeg: 1 } });
    expect(polite.signalCode).toBe('SIGTERM');
    expect(stubborn.signalCode).toBe('SIGKILL');
    expect(isRunning(polite.pid!) || isRunning(stubborn.pid!)).toBe(false);
    expect(registry.size).toBe(0);
  }, 30_000);

  it('forgets a child that exits by itself', async () => {
    const registry = new ChildRegistry();
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    registry.add(childProcessEntry('ffmpeg', child));
    await once(child, 'exit');
    await new Promise((resolve) => setImmediate(resolve));
    expect(registry.size).toBe(0);
    expect(await registry.stopAll(100)).toEqual({ stopped: {}, killed: {} });
  }, 30_000);

  it('stops at once a child added after the stop', async () => {
    const registry = new ChildRegistry();
    await registry.stopAll(100);
    expect(registry.isClosed).toBe(true);
    const late = await nodeChild(true);
    registry.add(childProcessEntry('ffmpeg', late));
    await once(late, 'exit');
    expect(late.signalCode).toBe('SIGKILL');
  }, 30_000);

  it('kills every live child at once for an exit that cannot wait', async () => {
    const registry = new ChildRegistry();
    const stubborn = await nodeChild(true);
    registry.add(childProcessEntry('ffmpeg', stubborn));
    expect(registry.killAll()).toBe(1);
    await once(stubborn, 'exit');
    expect(stubborn.signalCode).toBe('SIGKILL');
    expect(registry.isClosed).toBe(true);
  }, 30_000);

  it('counts a process that could not be started as gone', async () => {
    const registry = new ChildRegistry();
    const missing = spawn('/nonexistent/ffmpeg', [], { stdio: 'ignore' });
    missing.on('error', () => undefined);
    registry.add(childProcessEntry('ffmpeg', missing));
    await once(missing, 'error');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await registry.stopAll(100)).toEqual({ stopped: {}, killed: {} });
  });

  it('terminates a worker thread that is busy', async () => {
    const registry = new ChildRegistry();
    const worker = new Worker("require('node:worker_threads').parentPort.postMessage('busy'); for (;;) {}", {
      eval: true,
    });
    await once(worker, 'message');
    registry.add(workerThreadEntry('espeak', worker));

    const result = await registry.stopAll(1_000);

    expect(result.stopped).toEqual({ espeak: 1 });
    expect(registry.size).toBe(0);
  }, 30_000);
});
