// The time table `npm test` prints at its end: one row per step (title, outcome, time), then the whole run's time.

const format = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)
        .toString()
        .padStart(2)} s`
    : `${seconds.toFixed(1)} s`;

/**
 * Prints `rows` ({ title, seconds, ok, isPart }) as a table, the parts of a step (checks run side by side) indented
 * above their step, and the wall time since `startedAt`.
 */
export function printTimes(rows, startedAt) {
  const titled = rows.map((row) => ({ ...row, title: row.isPart ? `  ${row.title}` : row.title }));
  const width = Math.max(5, ...titled.map((row) => row.title.length));
  console.log('\nTimes');
  for (const row of titled) {
    console.log(`  ${row.title.padEnd(width)}  ${row.ok ? 'ok    ' : 'FAILED'}  ${format(row.seconds).padStart(10)}`);
  }
  console.log(`  ${'total'.padEnd(width)}          ${format((Date.now() - startedAt) / 1000).padStart(10)}`);
}
