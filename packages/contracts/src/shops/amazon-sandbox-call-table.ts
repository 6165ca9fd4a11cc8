// The Amazon sandbox's one AdPlan-style call (issue 13): finish a consent on the local fake of Login with
// Amazon without clicking its page, as a seller or vendor account. Served only in sandbox mode.
import { z } from 'zod';
import { dataAnswerSchema } from '../api/api-answer';
import { defineCalls } from '../api/call-definition';

/** POST /sandbox/amazon/consent: the consent's `state` and the kind of Amazon account that approves. */
export const amazonSandboxConsentPayloadSchema = z.object({
  state: z.string().trim().min(1, 'validation.required').max(256),
  account_type: z.enum(['seller', 'vendor']),
});

/** Where Amazon's consent page would send the browser (`redirect_uri?code=…&scope=…&state=…`). */
export const amazonSandboxConsentSchema = z.object({ redirect_url: z.string() });

/** The sandbox calls of the Amazon fake. */
export const AMAZON_SANDBOX_CALLS = defineCalls({
  consent: {
    method: 'POST',
    path: '/sandbox/amazon/consent',
    payload: amazonSandboxConsentPayloadSchema,
    answer: dataAnswerSchema(amazonSandboxConsentSchema),
  },
});
