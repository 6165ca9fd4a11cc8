import { ShopToolPage } from '../components/shop-tool-page';

/** The linked-shop asin-optimisation tool page (route table: SHOP_TOOL_PATHS['asin-optimisation']). */
export default function ShopAsinOptimisationPage() {
  return <ShopToolPage flow="asin-optimisation" />;
}
