// Opens seller workbooks by content: xlsx through the zip guard, legacy xls through @e965/xlsx, and a
// clear 10001 for everything else (CSV, encrypted, corrupt, empty, too large).
import { isEngineError } from '../errors/engine-error';
import { isZip, sniffFileKind } from './file-sniffer';
import { MAX_BULK_FILE_BYTES } from './read-limits';
import { unreadable } from './read-errors';
import type { WorkbookSource } from './workbook-source';
import { openXlsWorkbook } from './xls-workbook';
import { openXlsxWorkbook } from './xlsx-workbook';

/** Opens a workbook (xlsx or xls) of at most `maxBytes`, or throws 10001 saying why it cannot. */
export function openWorkbook(bytes: Uint8Array, maxBytes = MAX_BULK_FILE_BYTES): WorkbookSource {
  if (bytes.byteLength === 0) throw unreadable('文件是空的', 'the file is empty');
  if (bytes.byteLength > maxBytes) {
    const mb = Math.round(maxBytes / 1024 / 1024);
    throw unreadable(`文件超过 ${mb} MB`, `the file is larger than ${mb} MB`);
  }
  // A zip goes straight to the zip guard, so that a bomb or an encrypted entry is named as such.
  const kind = isZip(bytes) ? 'xlsx' : sniffFileKind(bytes);
  try {
    if (kind === 'xlsx') return openXlsxWorkbook(bytes);
    if (kind === 'xls') return openXlsWorkbook(bytes);
  } catch (error) {
    if (isEngineError(error)) throw error;
    throw unreadable('文件内容已损坏', 'its content is corrupt');
  }
  if (kind === 'encrypted')
    throw unreadable(
      '文件已加密，请去掉密码后再上传',
      'it is password-protected; remove the password and upload it again',
    );
  if (kind === 'csv')
    throw unreadable(
      '这是 CSV 文本，不是批量操作表格（xlsx）',
      'it is CSV text, not a bulk operations workbook (xlsx)',
    );
  throw unreadable(
    '文件格式不正确，请上传从亚马逊广告后台下载的 xlsx 或 xls 表格',
    'wrong file type; upload the xlsx or xls file downloaded from Amazon Ads',
  );
}

/** Runs a reading step and turns any non-EngineError (a bug or a parser crash on corrupt data) into 10001. */
export function guarded<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (isEngineError(error)) throw error;
    throw unreadable('文件内容已损坏', 'its content is corrupt');
  }
}
