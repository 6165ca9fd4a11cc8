import { ShopToolPage } from '../components/shop-tool-page';

/** The linked-shop keyword-cold-start tool page (route table: SHOP_TOOL_PATHS['keyword-cold-start']). */
export default function ShopKeywordColdStartPage() {
  return <ShopToolPage flow="keyword-cold-start" />;
}
