import { describe, expect, it } from 'vitest';
import type { StorageCheckReport } from '@sym/contracts';
import { formatStorageReport, isStorageHealthy } from './storage-report.ts';

const USER = '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69';
const clean: StorageCheckReport = {
  files: 2,
  rows: 2,
  references: 3,
  orphanFiles: [],
  missingFiles: [],
  danglingReferences: [],
  countMismatches: [],
  sizeMismatches: [],
  unusedRows: [],
  usage: [{ userId: USER, countedBytes: 2_097_152, fileBytes: 2_097_152 }],
};

describe('storage report', () => {
  it('calls a report with nothing off healthy and says so', () => {
    expect(isStorageHealthy(clean)).toBe(true);
    const text = formatStorageReport(clean);
    expect(text).toContain('Storage: 2 files, 2 stored-file rows, 3 references');
    expect(text).toContain(`${USER}  2.00 MB / 2.00 MB`);
    expect(text).toMatch(/All in order\.$/);
  });

  it('lists each finding with its count, at most 20 lines of one kind, and marks usage that differs', () => {
    const orphanFiles = Array.from({ length: 23 }, (_, index) => ({
      key: `orphan${String(index).padStart(12, '0')}.png`,
      sizeBytes: 10,
      ageSeconds: 7200,
    }));
    const report = { ...clean, orphanFiles, usage: [{ userId: USER, countedBytes: 7, fileBytes: 91 }] };
    expect(isStorageHealthy(report)).toBe(false);
    const text = formatStorageReport(report);
    expect(text).toContain('Files with no row: 23');
    expect(text).toContain('  … and 3 more');
    expect(text.match(/orphan\d+\.png/g)).toHaveLength(20);
    expect(text).toContain('  ✗');
    expect(text).toMatch(/Run with --repair/);
  });

  it('says what a repair did', () => {
    const text = formatStorageReport({
      ...clean,
      repaired: { orphanFilesRemoved: 1, unusedRowsRemoved: 2, countsFixed: 3, sizesFixed: 4 },
    });
    expect(text).toMatch(/Repaired: 1 files removed, 2 unused rows removed, 3 counts and 4 sizes set right$/);
  });

  it('counts a user whose counted usage differs from their files as off', () => {
    expect(isStorageHealthy({ ...clean, usage: [{ userId: USER, countedBytes: 1, fileBytes: 2 }] })).toBe(false);
  });
});
