import { describe, expect, it } from 'vitest';
import { SHOP_PLANS_CALLS } from '@adplan/contracts';
import { shopGenerationCall } from './shop-tool';

describe('shopGenerationCall', () => {
  it('takes each flow’s call from the flow table, SBV by targeting', () => {
    expect(SHOP_PLANS_CALLS[shopGenerationCall('keyword-cold-start', {})].path).toBe('/hb_kt');
    expect(SHOP_PLANS_CALLS[shopGenerationCall('auto-optimisation', { target_type: 'product' })].path).toBe(
      '/op_auto_shop',
    );
    expect(shopGenerationCall('sbv-cold-start', { target_type: 'keyword' })).toBe('shopSbvKeywordColdStart');
    expect(shopGenerationCall('sbv-cold-start', { target_type: 'product' })).toBe('shopSbvProductColdStart');
    expect(shopGenerationCall('sbv-optimisation', {})).toBe('shopSbvKeywordOptimisation');
    expect(shopGenerationCall('sbv-optimisation', { target_type: 'product' })).toBe(
      'shopSbvProductOptimisation',
    );
  });
});
