import { ShopToolPage } from '../components/shop-tool-page';

/** The linked-shop auto-cold-start tool page (route table: SHOP_TOOL_PATHS['auto-cold-start']). */
export default function ShopAutoColdStartPage() {
  return <ShopToolPage flow="auto-cold-start" />;
}
