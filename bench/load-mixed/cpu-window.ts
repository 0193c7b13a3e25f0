// Loaded into the server process by the mixed-load bench (`--import`) when BENCH_CPU_PROFILE_DIR is set: a V8 CPU
// profile of the measured run only (what `node --cpu-prof` records, without the start and the seeding). The first
// SIGUSR2 starts it, the next writes `<dir>/server-<pid>.cpuprofile` (open it in Chrome DevTools or speedscope).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let isProfiling = false;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!isProfiling) {
        isProfiling = true;
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 500 });
        await session.post('Profiler.start');
        return;
      }
      isProfiling = false;
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(profile));
    })();
  });
}
