// The data a strategy plans from, already read and checked: the account model (when a bulk sheet was
// given), the search terms of one chosen source, the data window and the generation time.
import type { AccountModel, SearchTermRow } from '../../model/account';
import type { DataWindow } from './data-window';

/** Where the search terms came from. */
export type SearchTermSource = 'bulkTab' | 'report' | 'none';

/** Inputs of the pure planners (`planKeywordColdStart` …); the flows build it from files. */
export interface PlanningData {
  now: Date;
  account?: AccountModel;
  searchTerms: SearchTermRow[];
  searchTermSource: SearchTermSource;
  dataWindow?: DataWindow;
}
