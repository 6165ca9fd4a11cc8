// The campaign (and shop) a link asked a tool to act on (shared/routing/tool-address.ts), put into the
// tool's form: the account overview's "act on it" links open the tool with the campaign already chosen.
import { useEffect } from 'react';
import type { FormInstance } from 'antd';
import { useSearchParams } from 'react-router';
import { CAMPAIGN_SEARCH_PARAM, SHOP_SEARCH_PARAM } from '../../../shared/routing/tool-address';
import type { FormValues } from '../model/tool-definitions';

/**
 * Sets the form's `campaign_id` from the address whenever the address names one (a kept-alive page is not
 * mounted again, so the form follows the address, not its first render); answers the shop the address
 * names, if any.
 */
export function useTargetInAddress(form: FormInstance<FormValues>): { shopId: string | undefined } {
  const [searchParams] = useSearchParams();
  const campaignId = searchParams.get(CAMPAIGN_SEARCH_PARAM);
  useEffect(() => {
    if (campaignId) form.setFieldValue('campaign_id', campaignId);
  }, [campaignId, form]);
  return { shopId: searchParams.get(SHOP_SEARCH_PARAM) ?? undefined };
}
