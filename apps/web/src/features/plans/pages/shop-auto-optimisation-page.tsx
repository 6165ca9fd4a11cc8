import { ShopToolPage } from '../components/shop-tool-page';

/** The linked-shop auto-optimisation tool page (route table: SHOP_TOOL_PATHS['auto-optimisation']). */
export default function ShopAutoOptimisationPage() {
  return <ShopToolPage flow="auto-optimisation" />;
}
