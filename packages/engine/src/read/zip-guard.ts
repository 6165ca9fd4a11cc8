// Reads a zip's central directory and inflates single entries under hard limits, before any XML is
// looked at: encrypted, corrupt, oversized or bomb archives end in 10001 at bounded cost. Entries are
// inflated in small steps so a sheet can stop early and a lying size is caught while inflating.
import { inflateRawSync } from 'node:zlib';
import { MAX_COMPRESSION_RATIO, MAX_TOTAL_UNCOMPRESSED_BYTES, MAX_ZIP_ENTRIES } from './read-limits';
import { unreadable } from './read-errors';

/** One entry of the central directory. */
export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The bytes inflated so far across a whole workbook, against the total cap. */
export interface InflateBudget {
  remaining: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** A fresh budget holding the workbook-wide uncompressed cap. */
export const newInflateBudget = (): InflateBudget => ({ remaining: MAX_TOTAL_UNCOMPRESSED_BYTES });

const corrupt = (en: string, zh: string) =>
  unreadable(`压缩包已损坏（${zh}）`, `the zip container is corrupt (${en})`);
const bomb = () =>
  unreadable(
    '文件解压后过大（超过 200 MB，任何亚马逊导出文件都不需要），可能是压缩炸弹',
    'it inflates to more than 200 MB, which no Amazon export needs (a possible zip bomb)',
  );

/** A zip without its end record: the end of the file is missing, as after an interrupted download. */
const truncated = () =>
  unreadable(
    '文件不完整：压缩包末尾的目录缺失，可能下载或复制时被中断，请重新下载',
    'the file is cut short: the end of its zip container is missing, as when a download or copy is interrupted; download it again',
  );

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) if (view.getUint32(at, true) === EOCD) return at;
  throw truncated();
}

interface DirectoryBounds {
  count: number;
  offset: number;
  size: number;
}

function zip64Bounds(view: DataView, eocd: number): DirectoryBounds {
  const locator = eocd - 20;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR)
    throw corrupt('bad zip64 locator', 'ZIP64 定位错误');
  const record = Number(view.getBigUint64(locator + 8, true));
  if (record < 0 || record + 56 > view.byteLength || view.getUint32(record, true) !== ZIP64_EOCD) {
    throw corrupt('bad zip64 record', 'ZIP64 记录错误');
  }
  return {
    count: Number(view.getBigUint64(record + 32, true)),
    size: Number(view.getBigUint64(record + 40, true)),
    offset: Number(view.getBigUint64(record + 48, true)),
  };
}

function directoryBounds(view: DataView): DirectoryBounds {
  const eocd = findEndOfDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return zip64Bounds(view, eocd);
  return { count, size, offset };
}

function applyZip64Extra(view: DataView, start: number, length: number, entry: ZipEntry): void {
  let at = start;
  while (at + 4 <= start + length) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const read = () => {
        if (field + 8 > at + 4 + size) throw corrupt('short zip64 field', 'ZIP64 字段过短');
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = read();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = read();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = read();
      return;
    }
    at += 4 + size;
  }
}

function checkEntry(entry: ZipEntry, fileSize: number): void {
  if (entry.encrypted)
    throw unreadable(
      '文件已加密，请去掉密码后再上传',
      'it is password-protected; remove the password and upload it again',
    );
  if (entry.method !== 0 && entry.method !== 8)
    throw corrupt(`compression method ${entry.method}`, `不支持的压缩方式 ${entry.method}`);
  if (entry.localHeaderOffset + 30 > fileSize || entry.compressedSize > fileSize)
    throw corrupt('entry outside the file', '条目超出文件范围');
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > 1024 * 1024 && ratio > MAX_COMPRESSION_RATIO) throw bomb();
}

/** Lists the entries of a zip archive, refusing encrypted, corrupt, oversized and bomb archives (10001). */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  if (bytes.byteLength < 22) throw corrupt('too short', '文件过短');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const bounds = directoryBounds(view);
  if (bounds.count > MAX_ZIP_ENTRIES)
    throw unreadable('压缩包条目过多', `the zip holds more than ${MAX_ZIP_ENTRIES} entries`);
  if (bounds.offset + bounds.size > bytes.byteLength)
    throw corrupt('directory outside the file', '中央目录超出文件范围');
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let declaredTotal = 0;
  let at = bounds.offset;
  for (let i = 0; i < bounds.count; i++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL)
      throw corrupt('bad directory entry', '中央目录条目错误');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength + extraLength > bytes.byteLength)
      throw corrupt('bad directory entry', '中央目录条目错误');
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      encrypted: (view.getUint16(at + 8, true) & 1) === 1,
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    applyZip64Extra(view, at + 46 + nameLength, extraLength, entry);
    checkEntry(entry, bytes.byteLength);
    // Two entries with one name let different readers see different files: refuse.
    if (names.has(entry.name)) throw corrupt('duplicate entry name', '条目名称重复');
    names.add(entry.name);
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > MAX_TOTAL_UNCOMPRESSED_BYTES) throw bomb();
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function compressedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (view.getUint32(at, true) !== LOCAL) throw corrupt('bad local header', '本地文件头错误');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw corrupt('truncated entry', '条目被截断');
  return bytes.subarray(start, end);
}

/** zlib's own default chunk size, kept for small parts. */
const MIN_INFLATE_CHUNK = 16 * 1024;

/**
 * Inflates one entry natively, never past its declared size, `maxBytes` or the workbook's budget: a
 * lying size or a bomb stops inside zlib at the cap (maxOutputLength) and ends in 10001.
 */
export function readEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  maxBytes: number,
): Uint8Array {
  const data = compressedData(bytes, entry);
  if (entry.uncompressedSize > maxBytes || entry.uncompressedSize > budget.remaining) throw bomb();
  let out: Uint8Array;
  if (entry.method === 0) {
    out = data;
  } else {
    try {
      // One output buffer of the declared size (+1, so that a longer entry still reaches the cap below):
      // zlib's default 16 KB chunks would be joined by a second copy of the whole part.
      out = inflateRawSync(data, {
        maxOutputLength: Math.max(1, entry.uncompressedSize),
        chunkSize: Math.max(MIN_INFLATE_CHUNK, entry.uncompressedSize + 1),
      });
    } catch (error) {
      const tooLarge =
        error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      throw tooLarge
        ? corrupt('an entry is larger than declared', '条目实际大小超过声明')
        : corrupt('invalid compressed data', '压缩数据无效');
    }
  }
  if (out.length !== entry.uncompressedSize)
    throw corrupt('an entry is shorter than declared', '条目实际大小与声明不符');
  budget.remaining -= out.length;
  return out;
}
