// The sandbox gateway's own pay page: the order and a "Pay" button (a plain form, no script, so the
// console's content security policy holds). Both languages side by side: it stands in for a provider's
// page, which is not part of the console's translated interface.
import type { PurchasableId } from '@adplan/contracts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** What a seller bought, in both languages (the order stores the identifier). */
const ITEM_WORDS: Readonly<Record<PurchasableId, string>> = {
  basic: '基础版 / Basic',
  standard: '标准版 / Standard',
  pro: '专业版 / Pro',
  accompaniedCoaching: '陪跑服务 / Accompanied coaching',
  onlineCourse: '在线课程 / Online course',
  courseWithCoaching: '课程 + 陪跑 / Course + coaching',
};

/** Order states in both languages. */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  pending: '待支付 / Awaiting payment',
  paid: '已支付 / Paid',
  expired: '已超时 / Expired',
  refunded: '已退款 / Refunded',
};

/** The words of an item or state; an identifier the page does not know is shown as stored. */
const wordsOf = (words: Readonly<Record<string, string>>, id: string): string =>
  Object.hasOwn(words, id) ? (words[id] ?? id) : id;

/** What the page shows of an order. */
export interface SandboxPageOrder {
  out_trade_no: string;
  package_type: string;
  amount: string;
  status: string;
  expires_at: string | null;
}

/** The pay page of `order` (null: unknown order); `submitted` after the Pay button was pressed. */
export function renderSandboxPayPage(
  order: SandboxPageOrder | null,
  action: string,
  submitted: boolean,
): string {
  const body =
    order === null
      ? '<p class="state">订单不存在 / Order not found</p>'
      : `<dl>
  <dt>订单号 / Order</dt><dd id="out-trade-no">${escapeHtml(order.out_trade_no)}</dd>
  <dt>商品 / Item</dt><dd id="item">${escapeHtml(wordsOf(ITEM_WORDS, order.package_type))}</dd>
  <dt>金额 / Amount</dt><dd id="amount">¥${escapeHtml(order.amount)}</dd>
  <dt>状态 / Status</dt><dd id="status">${escapeHtml(wordsOf(STATUS_WORDS, order.status))}</dd>
</dl>
${
  order.status === 'pending'
    ? `<form method="post" action="${escapeHtml(action)}"><button type="submit" id="sandbox-pay">支付 / Pay ¥${escapeHtml(order.amount)}</button></form>`
    : `<p class="state" id="result">${order.status === 'paid' ? '支付成功，可关闭本页 / Paid. You may close this page.' : '订单不可支付 / This order can no longer be paid.'}</p>`
}
${submitted && order.status !== 'paid' ? '<p class="state">通知已发送 / Notification sent</p>' : ''}`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>沙箱支付 / Sandbox payment</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;padding:24px;color:#1f2329}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.note{color:#8a8f99;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#8a8f99}dd{margin:0;word-break:break-all}
button{width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#1677ff;color:#fff;cursor:pointer}
.state{font-weight:600}
</style></head>
<body><main><h1>沙箱支付 / Sandbox payment</h1>
<p class="note">测试环境的模拟支付，不会产生真实扣款 / A simulated payment: no real money moves.</p>
${body}
</main></body></html>`;
}
