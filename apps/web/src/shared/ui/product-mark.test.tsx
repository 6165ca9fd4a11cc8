import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import '../i18n/i18n';
import { setLanguage } from '../i18n/i18n';
import { ProductBrand } from './product-mark';

afterEach(() => setLanguage('zh-CN'));

describe('ProductBrand', () => {
  it('shows the mark with the product title in the interface language', () => {
    const { container, rerender } = render(<ProductBrand />);
    expect(screen.getByText('广告方案助手')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    setLanguage('en-US');
    rerender(<ProductBrand />);
    expect(screen.getByText('AdPlan')).toBeInTheDocument();
  });

  it('names the mark when it stands alone', () => {
    render(<ProductBrand compact />);
    expect(screen.getByRole('img', { name: '广告方案助手' })).toBeInTheDocument();
    expect(screen.queryByText('广告方案助手')).toBeNull();
  });
});
