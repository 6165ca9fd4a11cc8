import { useTranslation } from 'react-i18next';
import './plain-ui.css';

interface ProductMarkProps {
  /** Edge length in pixels. */
  size?: number;
  /** Names the mark for assistive technology when no product title is shown beside it. */
  label?: string;
}

/** The product mark: three rising bars (a plan that grows sales) on the primary colour. */
export function ProductMark({ size = 24, label }: ProductMarkProps) {
  // Plain SVG in the theme's primary colour (a CSS variable), so the login page needs no antd for it.
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect width="24" height="24" rx="6" style={{ fill: 'var(--adp-primary)' }} />
      <rect x="5.5" y="12.5" width="3.2" height="6" rx="1.1" fill="#ffffff" />
      <rect x="10.4" y="9" width="3.2" height="9.5" rx="1.1" fill="#ffffff" />
      <rect x="15.3" y="5.5" width="3.2" height="13" rx="1.1" fill="#ffffff" />
    </svg>
  );
}

const BRAND_SIZES = {
  middle: { mark: 24, title: 16 },
  large: { mark: 28, title: 18 },
} as const;

interface ProductBrandProps {
  size?: keyof typeof BRAND_SIZES;
  /** Only the mark (collapsed sidebar); the title then names the mark for screen readers. */
  compact?: boolean;
}

/** The product mark with the product title (广告方案助手 / AdPlan): the one brand of every screen. */
export function ProductBrand({ size = 'middle', compact = false }: ProductBrandProps) {
  const { t } = useTranslation('common');
  const dimensions = BRAND_SIZES[size];
  if (compact) return <ProductMark size={dimensions.mark} label={t('appTitle')} />;
  return (
    <span className="adp-brand" style={{ fontSize: dimensions.title }}>
      <ProductMark size={dimensions.mark} />
      <span>{t('appTitle')}</span>
    </span>
  );
}
