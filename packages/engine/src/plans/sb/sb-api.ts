// Public surface of the Sponsored Brands Video flows: the flows, their parameter checks and the pure row
// builders with their constants.
export { sbFlows } from './sb-flows';
export {
  checkSbvColdStartParameters,
  checkSbvOptimisationParameters,
  assertSbVideoBulkCreate,
  type SbvAdFormat,
  type SbvColdStartParameters,
  type SbvOptimisationParameters,
} from './sbv-parameters';
export { buildSbvColdStartRows, detailPageUrl, type SbvColdStartSettings } from './sbv-cold-start';
export {
  buildSbvOptimisationRows,
  selectSbvCampaigns,
  type SbvOptimisationSettings,
} from './sbv-optimisation';
export { SBV_CONSTANTS } from './sbv-constants';
