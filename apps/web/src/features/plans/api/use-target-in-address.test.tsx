// A link naming a campaign (the account overview's "act on it") opens the tool with the campaign chosen,
// and names the shop for the authorised tools.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { FormValues } from '../model/tool-definitions';
import { useTargetInAddress } from './use-target-in-address';

function CampaignForm() {
  const [form] = Form.useForm<FormValues>();
  const { shopId } = useTargetInAddress(form);
  return (
    <Form form={form}>
      <Form.Item name="campaign_id" label="campaign">
        <Input />
      </Form.Item>
      <output data-testid="shop">{shopId ?? 'none'}</output>
    </Form>
  );
}

describe('useTargetInAddress', () => {
  it('puts the campaign of the address into the form and answers the shop', async () => {
    renderWithProviders(<CampaignForm />, {
      path: '/asin-ads-v4/asin-op?campaign_id=100000000000009&shop_id=s1',
    });
    await waitFor(() => expect(screen.getByLabelText('campaign')).toHaveValue('100000000000009'));
    expect(screen.getByTestId('shop')).toHaveTextContent('s1');
  });

  it('leaves the form alone when the address names no campaign', () => {
    renderWithProviders(<CampaignForm />, { path: '/asin-ads-v4/asin-op' });
    expect(screen.getByLabelText('campaign')).toHaveValue('');
    expect(screen.getByTestId('shop')).toHaveTextContent('none');
  });
});
