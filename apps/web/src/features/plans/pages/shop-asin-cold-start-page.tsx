import { ShopToolPage } from '../components/shop-tool-page';

/** The linked-shop asin-cold-start tool page (route table: SHOP_TOOL_PATHS['asin-cold-start']). */
export default function ShopAsinColdStartPage() {
  return <ShopToolPage flow="asin-cold-start" />;
}
