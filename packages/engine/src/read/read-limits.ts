// Every bound the readers put on a seller's file, in one place, so that hostile input (zip bombs,
// billions of empty rows, huge strings) costs bounded time and memory and ends in a clear error.

/** Largest bulk workbook accepted (spec §5/§9: xls or xlsx, at most 10M, one file). */
export const MAX_BULK_FILE_BYTES = 10 * 1024 * 1024;

/** Most hourly report CSV files accepted in one reading (spec §5: up to 10 files). */
export const MAX_HOURLY_FILES = 10;

/** Largest single report file (CSV or xlsx) accepted, in bytes. */
export const MAX_REPORT_FILE_BYTES = 50 * 1024 * 1024;

/** Most zip entries an xlsx may hold (real bulk exports hold about 20). */
export const MAX_ZIP_ENTRIES = 2000;

/** Most bytes all zip entries may inflate to together: the zip-bomb cap. */
export const MAX_TOTAL_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;

/**
 * Highest declared uncompressed/compressed ratio for an entry larger than 1 MB: DEFLATE reaches about
 * 1032:1 only on runs of one byte, while real sheet XML stays below 100:1.
 */
export const MAX_COMPRESSION_RATIO = 500;

/** Largest inflated shared-strings part, in bytes. */
export const MAX_SHARED_STRINGS_BYTES = 100 * 1024 * 1024;

/** Most shared strings a workbook may declare. */
export const MAX_SHARED_STRINGS = 5_000_000;

/** Largest inflated small part (content types, workbook, relationships), in bytes. */
export const MAX_SMALL_PART_BYTES = 8 * 1024 * 1024;

/** Excel's own row limit: a row number beyond it can only come from a broken or crafted file. */
export const MAX_ROWS_PER_SHEET = 1_048_576;

/** Excel's own column limit (XFD). */
export const MAX_COLUMNS = 16_384;

/** Excel's own cell text limit: longer text cannot come from Excel or Amazon. */
export const MAX_CELL_TEXT_LENGTH = 32_767;

/** Consecutive rows without any value after which a sheet is considered finished. */
export const MAX_CONSECUTIVE_EMPTY_ROWS = 10_000;

/** Largest XML of one row (68 columns of maximal text fit well below this). */
export const MAX_ROW_XML_CHARS = 8 * 1024 * 1024;

/** Most sheets a workbook may hold. */
export const MAX_SHEETS = 256;

/** Largest JavaScript integer that is exact: numeric IDs above it may have lost digits. */
export const MAX_EXACT_INTEGER = Number.MAX_SAFE_INTEGER;
