import type { StorageCheckReport } from '@sym/contracts';

/** Lines of one finding, at most this many listed (the count is always given). */
const SHOWN = 20;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function section<T>(title: string, items: readonly T[], line: (item: T) => string): string[] {
  if (items.length === 0) return [`${title}: none`];
  const shown = items.slice(0, SHOWN).map((item) => `  ${line(item)}`);
  const more = items.length > SHOWN ? [`  … and ${items.length - SHOWN} more`] : [];
  return [`${title}: ${items.length}`, ...shown, ...more];
}

/** Whether nothing is off: no orphan, missing, dangling, miscounted, missized or unused entry, usage equal. */
export function isStorageHealthy(report: StorageCheckReport): boolean {
  return (
    report.orphanFiles.length === 0 &&
    report.missingFiles.length === 0 &&
    report.danglingReferences.length === 0 &&
    report.countMismatches.length === 0 &&
    report.sizeMismatches.length === 0 &&
    report.unusedRows.length === 0 &&
    report.usage.every((usage) => usage.countedBytes === usage.fileBytes)
  );
}

/** The report as an operator reads it in a terminal. */
export function formatStorageReport(report: StorageCheckReport): string {
  const lines = [
    `Storage: ${report.files} files, ${report.rows} stored-file rows, ${report.references} references`,
    ...section('Files with no row', report.orphanFiles, (f) => `${f.key}  ${f.sizeBytes} B  ${f.ageSeconds} s old`),
    ...section('Rows whose file is missing', report.missingFiles, (f) => `${f.key}  used by ${f.references} rows`),
    ...section('References to no row', report.danglingReferences, (r) => `${r.table} ${r.rowId} → ${r.key}`),
    ...section('Reference counts off', report.countMismatches, (c) => `${c.key}  ${c.recorded} → ${c.actual}`),
    ...section('Sizes off', report.sizeMismatches, (s) => `${s.key}  ${s.recorded} B → ${s.actual} B`),
    ...section('Unused rows', report.unusedRows, (r) => `${r.key}  ${r.ageSeconds} s old`),
    `Usage per user (counted / files in storage):`,
    ...report.usage.map(
      (u) => `  ${u.userId}  ${mb(u.countedBytes)} / ${mb(u.fileBytes)}${u.countedBytes === u.fileBytes ? '' : '  ✗'}`,
    ),
  ];
  if (report.repaired) {
    const r = report.repaired;
    lines.push(
      `Repaired: ${r.orphanFilesRemoved} files removed, ${r.unusedRowsRemoved} unused rows removed, ` +
        `${r.countsFixed} counts and ${r.sizesFixed} sizes set right`,
    );
  } else {
    lines.push(isStorageHealthy(report) ? 'All in order.' : 'Run with --repair to set right what can be.');
  }
  return lines.join('\n');
}
