// The ToolCampaigns port (diagnostics cover only the tool's campaigns, spec §1): the campaigns that the
// applied change-sets of a shop created or optimised; an undone plan's campaigns are forgotten.
import { isRealId } from '@adplan/engine';
import type { AppDatabase } from '../../../db/database';
import type { ToolCampaign, ToolCampaigns } from '../../../ports/shop-access';
import { ShopPlansRepository } from './shop-plans-repository';

/** Tool campaigns read from the stored change-sets. */
export class SqlToolCampaigns implements ToolCampaigns {
  private readonly repository = new ShopPlansRepository();

  constructor(private readonly database: AppDatabase) {}

  async forShop(shopId: string): Promise<ToolCampaign[]> {
    const rows = await this.repository.toolCampaignItems(this.database.db, shopId);
    const campaigns = new Map<string, ToolCampaign>();
    for (const row of rows) {
      const created =
        row.operation === 'create' && (row.entity === 'campaign' || row.entity === 'sbCampaign');
      const campaignId = created
        ? row.amazon_id
        : [
            row.campaign_ref,
            row.entity.endsWith('ampaign') || row.entity.endsWith('lacement') ? row.target_id : null,
          ].find((id): id is string => typeof id === 'string' && isRealId(id));
      // Children of a campaign the same plan created are covered by that campaign's own item.
      if (!campaignId || campaigns.has(campaignId)) continue;
      campaigns.set(campaignId, {
        shopId,
        campaignId,
        adProduct: row.entity.startsWith('sb') ? 'SPONSORED_BRANDS' : 'SPONSORED_PRODUCTS',
        origin: created ? 'created' : 'optimised',
        planId: row.plan_id,
        campaignName: row.campaign_name,
        appliedAt: new Date(row.applied_at ?? row.updated_at),
      });
    }
    return [...campaigns.values()];
  }
}
