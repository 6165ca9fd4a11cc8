// The campaign intents field (ADR 0032): one select per Sponsored Products campaign of the bulk sheet, "from
// its name" by default; a choice sets `{ campaign ID: intent }`, "from its name" takes the campaign out again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { StructNameData } from '@adplan/contracts';
import { setLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CampaignIntentsField } from './campaign-intents-field';

const campaign = (
  id: string,
  name: string,
  product: 'sponsoredProducts' | 'sponsoredBrands' = 'sponsoredProducts',
) => ({
  product,
  campaign_id: id,
  campaign_name: name,
  state: 'enabled',
  clicks: 10,
  orders: 1,
  ad_groups: [],
});
const CAMPAIGNS: StructNameData['campaigns'] = [
  campaign('111', 'Lamp broad'),
  campaign('222', '冲排名 精准'),
  campaign('333', 'Video', 'sponsoredBrands'),
];

beforeEach(() => setLanguage('zh-CN'));
afterEach(() => setLanguage('zh-CN'));

/** Opens the select of a campaign and picks the option with this text. */
function choose(campaignName: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: campaignName }));
  const matches = screen.getAllByText(option);
  fireEvent.click(matches[matches.length - 1] as HTMLElement);
}

describe('CampaignIntentsField', () => {
  it('lists the SP campaigns with "from its name", and a choice sets the intent by campaign ID', () => {
    const onChange = vi.fn();
    renderWithProviders(<CampaignIntentsField campaigns={CAMPAIGNS} onChange={onChange} />);
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    expect(screen.queryByText('Video')).not.toBeInTheDocument();
    expect(screen.getAllByText('按名称识别')).toHaveLength(2);
    choose('Lamp broad', '品牌防守');
    expect(onChange).toHaveBeenLastCalledWith({ '111': 'defensive' });
  });

  it('takes a campaign out again with "from its name", in English too', () => {
    setLanguage('en-US');
    const onChange = vi.fn();
    renderWithProviders(
      <CampaignIntentsField campaigns={CAMPAIGNS} value={{ '111': 'rank' }} onChange={onChange} />,
    );
    expect(screen.getByText('Rank')).toBeInTheDocument();
    choose('Lamp broad', 'From its name');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('says where the campaigns come from before a bulk sheet is read', () => {
    renderWithProviders(<CampaignIntentsField />);
    expect(screen.getByText('选择批量表格后，这里会列出表格中的广告活动')).toBeInTheDocument();
  });
});
