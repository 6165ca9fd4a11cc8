// The account overview call as one table (issue 23).
import { defineCalls } from '../api/call-definition';
import { dataAnswerSchema } from '../api/api-answer';
import { accountOverviewAnswerSchema, accountOverviewPayloadSchema } from './overview-calls';

/** Reading the seller's latest account overview. */
export const OVERVIEW_CALLS = defineCalls({
  accountOverview: {
    method: 'GET',
    path: '/account_overview',
    payload: accountOverviewPayloadSchema,
    answer: dataAnswerSchema(accountOverviewAnswerSchema),
  },
});
