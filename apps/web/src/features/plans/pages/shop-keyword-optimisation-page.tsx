import { ShopToolPage } from '../components/shop-tool-page';

/** The linked-shop keyword-optimisation tool page (route table: SHOP_TOOL_PATHS['keyword-optimisation']). */
export default function ShopKeywordOptimisationPage() {
  return <ShopToolPage flow="keyword-optimisation" />;
}
