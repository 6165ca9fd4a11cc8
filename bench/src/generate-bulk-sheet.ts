// Generates a realistic large bulk sheet (many SP campaigns of every kind, SB video campaigns, portfolios,
// search-term tab) near a target size with the engine's test builders, into bench/.out/ (git-ignored).
// Run alone: `node --import tsx bench/src/generate-bulk-sheet.ts [MB]`.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MAX_BULK_FILE_BYTES } from '@adplan/engine';
import { buildBulkWorkbook, generateLargeAccount } from '@adplan/engine/testing';

/** Where and how big the sheet should be. */
export interface BulkSheetOptions {
  outDir: string;
  targetBytes: number;
  seed: number;
}

/** The sheet on disk. */
export interface BulkSheet {
  path: string;
  bytes: number;
  reused: boolean;
}

/** File name that encodes size and seed, so a different request never reuses a stale file. */
const fileNameOf = (options: BulkSheetOptions) =>
  `bulk-${Math.round(options.targetBytes / 1024)}kb-seed${options.seed}.xlsx`;

/**
 * Builds the workbook bytes for the options. The generator's size is approximate, so an overshoot past
 * the engine's upload limit is regenerated with a proportionally smaller target (the file must stay readable).
 */
export async function buildLargeBulkSheet(options: Omit<BulkSheetOptions, 'outDir'>): Promise<Uint8Array> {
  const ceiling = Math.min(options.targetBytes, MAX_BULK_FILE_BYTES);
  let target = ceiling;
  for (let attempt = 0; ; attempt += 1) {
    const bytes = await buildBulkWorkbook(generateLargeAccount({ targetBytes: target, seed: options.seed }));
    if (bytes.byteLength <= ceiling || attempt === 3) return bytes;
    target = Math.floor((target * ceiling * 0.99) / bytes.byteLength);
  }
}

/** Reuses the sheet of these options when it exists, otherwise generates and writes it. */
export async function ensureBulkSheet(options: BulkSheetOptions): Promise<BulkSheet> {
  const path = join(options.outDir, fileNameOf(options));
  const existing = await stat(path).catch(() => undefined);
  if (existing?.isFile()) return { path, bytes: existing.size, reused: true };
  await mkdir(options.outDir, { recursive: true });
  const bytes = await buildLargeBulkSheet(options);
  await writeFile(path, bytes);
  return { path, bytes: bytes.byteLength, reused: false };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const megabytes = Number(process.argv[2] ?? 10);
  const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../.out');
  const started = Date.now();
  const sheet = await ensureBulkSheet({ outDir, targetBytes: megabytes * 1024 * 1024, seed: 20260301 });
  const mb = (sheet.bytes / 1024 / 1024).toFixed(2);
  console.log(
    `${sheet.reused ? 'reused' : 'generated'} ${sheet.path} (${mb} MB) in ${Date.now() - started} ms`,
  );
}
