import { ShopToolPage } from '../components/shop-tool-page';

/** The linked-shop sbv-optimisation tool page (route table: SHOP_TOOL_PATHS['sbv-optimisation']). */
export default function ShopSbvOptimisationPage() {
  return <ShopToolPage flow="sbv-optimisation" />;
}
