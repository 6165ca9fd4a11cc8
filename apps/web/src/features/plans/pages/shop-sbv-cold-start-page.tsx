import { ShopToolPage } from '../components/shop-tool-page';

/** The linked-shop sbv-cold-start tool page (route table: SHOP_TOOL_PATHS['sbv-cold-start']). */
export default function ShopSbvColdStartPage() {
  return <ShopToolPage flow="sbv-cold-start" />;
}
