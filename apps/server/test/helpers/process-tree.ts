import { execFileSync } from 'node:child_process';

// The processes a server started (ffmpeg, the exit watchdog), read from `ps`, for the tests and the bench that
// check nothing is left running once the server has exited. A child whose parent died is adopted by another process,
// so its parent pid no longer points at the server: the pids are recorded while the server still runs.

export interface ProcessEntry {
  pid: number;
  ppid: number;
  args: string;
}

/**
 * Every running process of the machine, as `ps -eo pid,ppid,stat,args` lists it. Zombies (exited, waiting for their
 * parent to collect the exit status) are left out: nothing of them runs any more.
 */
export function listProcesses(): ProcessEntry[] {
  const text = execFileSync('ps', ['-eo', 'pid=,ppid=,stat=,args='], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const entries: ProcessEntry[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line);
    if (match && !match[3]!.startsWith('Z')) {
      entries.push({ pid: Number(match[1]), ppid: Number(match[2]), args: match[4]! });
    }
  }
  return entries;
}

/** The processes below `rootPid` (children, their children…), from one listing. */
export function descendantsOf(rootPid: number, entries: readonly ProcessEntry[]): ProcessEntry[] {
  const found: ProcessEntry[] = [];
  const parents = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of entries) {
      if (parents.has(entry.ppid) && !parents.has(entry.pid)) {
        parents.add(entry.pid);
        found.push(entry);
        grew = true;
      }
    }
  }
  return found;
}

/** The exit watchdog (lifecycle/exit-watchdog.ts): it leaves by itself once the server's end of its pipe closes. */
export const isExitWatchdog = (entry: ProcessEntry) => entry.args.includes("process.stdin.on('end'");

/**
 * Helpers that leave by themselves once the server is gone, when their end of a pipe to it closes: the exit
 * watchdog, and the esbuild service of tsx (the dev loader the server runs under, not something the app started).
 */
export const leavesWithServer = (entry: ProcessEntry) => isExitWatchdog(entry) || /esbuild/.test(entry.args);

/**
 * Samples the descendants of `rootPid` every `intervalMs` until stopped: `seen` holds every one met, by pid.
 * `left()` answers which of them still run now (same pid and command line, so a recycled pid does not count).
 */
export function watchDescendants(rootPid: number, intervalMs = 50) {
  const seen = new Map<number, ProcessEntry>();
  const sample = () => {
    for (const entry of descendantsOf(rootPid, listProcesses())) seen.set(entry.pid, entry);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    seen,
    /** Takes one more sample (the instant of the signal) and stops sampling. */
    stop(): void {
      clearInterval(timer);
      try {
        sample();
      } catch {
        // ps failed (the machine is out of processes?): what was seen so far stands.
      }
    },
    left(): ProcessEntry[] {
      const now = new Map(listProcesses().map((entry) => [entry.pid, entry]));
      return [...seen.values()].filter((entry) => now.get(entry.pid)?.args === entry.args);
    },
  };
}

/** ffmpeg processes whose command line names `path` (the server's data folder): found even after adoption. */
export function ffmpegUnder(path: string): ProcessEntry[] {
  return listProcesses().filter((entry) => /ffmpeg/.test(entry.args) && entry.args.includes(path));
}
