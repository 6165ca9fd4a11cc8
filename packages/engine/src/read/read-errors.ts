// Product errors of the readers (spec §8), each saying where in the seller's file and what is wrong,
// in Chinese (the source of truth) and English.
import { EngineError, type FileLocation } from '../errors/engine-error';

/** Product codes the readers raise (spec §8). */
export const READ_CODE = {
  unreadable: 10001,
  missingSheet: 10003,
  noSearchTermsForCampaign: 10005,
  missingSearchTermReport: 10006,
  spAdsUnreadable: 10007,
  sbAdsUnreadable: 10008,
  adGroupWithoutKeywords: 10011,
  wrongDataType: 10012,
  keywordWithSeveralStates: 10013,
  biddingAdjustmentInvalid: 10014,
  noValidAds: 10016,
  campaignWithoutHourlyData: 10017,
  invalidHourlyReport: 10019,
  campaignUnreadable: 10027,
  noCampaignForAsin: 10028,
  onlyInactiveCampaignsForAsin: 10029,
  onlyIneligibleAdsForAsin: 10030,
} as const;

/** "工作表「X」第 N 行「C」列" and "sheet “X”, row N, column “C”" for a location (empty when none). */
export function describeLocation(location: FileLocation | undefined): { zh: string; en: string } {
  if (!location) return { zh: '', en: '' };
  const zh: string[] = [];
  const en: string[] = [];
  if (location.sheet !== undefined) {
    zh.push(`工作表「${location.sheet}」`);
    en.push(`sheet “${location.sheet}”`);
  }
  if (location.row !== undefined) {
    zh.push(`第 ${location.row} 行`);
    en.push(`row ${location.row}`);
  }
  if (location.column !== undefined) {
    zh.push(`「${location.column}」列`);
    en.push(`column “${location.column}”`);
  }
  return { zh: zh.join(''), en: en.join(', ') };
}

/** An EngineError whose message starts with the location, when there is one. */
export function readError(code: number, zh: string, en: string, location?: FileLocation): EngineError {
  const where = describeLocation(location);
  const message = {
    zh: where.zh ? `${where.zh}：${zh}` : zh,
    en: where.en ? `${where.en[0]?.toUpperCase()}${where.en.slice(1)}: ${en}` : en,
  };
  return new EngineError(code, message, location);
}

/** 10001: the file cannot be read (wrong type, encrypted, corrupt, a bomb, empty, over a limit). */
export function unreadable(zh: string, en: string, location?: FileLocation): EngineError {
  return readError(READ_CODE.unreadable, `无法读取文件：${zh}`, `The file cannot be read: ${en}`, location);
}

/** 10012: a cell holds the wrong type of data (for example text where spend must be a number). */
export function wrongDataType(
  location: FileLocation,
  value: string,
  expectedZh: string,
  expectedEn: string,
): EngineError {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return readError(
    READ_CODE.wrongDataType,
    `表格数据类型错误，「${shown}」不是${expectedZh}`,
    `wrong data type: “${shown}” is not ${expectedEn}`,
    location,
  );
}
