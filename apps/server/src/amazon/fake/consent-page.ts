// The fake's Login with Amazon consent page (bilingual English / 中文): the app asks for campaign
// management; the visitor approves as a seller or vendor account, or cancels. A third choice approves a
// seller who counts as linked two days ago, so a sandbox trial need not wait for the two-day rule.
// Plain HTML forms (no script, so the app's CSP holds); every value is escaped.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe inside HTML text and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

const STYLE = `body{font-family:Arial,"PingFang SC","Microsoft YaHei",sans-serif;background:#f3f3f3;margin:0;color:#111}
main{max-width:420px;margin:48px auto;background:#fff;border:1px solid #ddd;border-radius:8px;padding:24px}
h1{font-size:20px;margin:0 0 4px}p{line-height:1.5;margin:8px 0}.zh{color:#444}.note{font-size:12px;color:#666}
button{display:block;width:100%;margin:10px 0;padding:10px;border-radius:6px;border:1px solid #a88734;background:#f0c14b;font-size:15px;cursor:pointer}
button.secondary{background:#fff;border-color:#adb1b8}code{word-break:break-all}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The consent page for a registered `state`; the form posts to `action`. */
export function consentPage(input: {
  appName: string;
  state: string;
  action: string;
  redirectUri: string;
}): string {
  const state = escapeHtml(input.state);
  const button = (value: string, english: string, chinese: string, secondary = false) =>
    `<button type="submit" name="decision" value="${value}"${secondary ? ' class="secondary"' : ''}>${english} / ${chinese}</button>`;
  return layout(
    'Amazon Sign-In (sandbox)',
    `<h1>Login with Amazon (sandbox)</h1><p class="zh">亚马逊登录授权（沙箱）</p>
<p><strong>${escapeHtml(input.appName)}</strong> would like to manage your Amazon Ads campaigns (advertising::campaign_management).</p>
<p class="zh"><strong>${escapeHtml(input.appName)}</strong> 请求管理您的亚马逊广告活动。</p>
<p>Sign in as / 选择登录的账户类型:</p>
<form method="post" action="${escapeHtml(input.action)}"><input type="hidden" name="state" value="${state}">
${button('seller', 'Seller account', '卖家账户')}${button('sellerReady', 'Seller account linked 2 days ago (try at once)', '卖家账户（视为两天前已授权，可立即试用）')}${button('vendor', 'Vendor account', '供应商账户')}${button('cancel', 'Cancel', '取消', true)}</form>
<p class="note">You will return to / 完成后返回: <code>${escapeHtml(input.redirectUri)}</code></p>
<p class="note">This is AdPlan's local fake of Amazon; no Amazon account is used. / 这是 AdPlan 的本地亚马逊模拟，不会使用真实账户。</p>`,
  );
}

/** LwA's error page (e.g. a redirect URI outside the security profile's allowed return URLs). */
export function consentErrorPage(code: string, english: string, chinese: string): string {
  return layout(
    'Amazon Sign-In error',
    `<h1>We're sorry / 抱歉</h1><p>An error occurred while processing your request.</p><p class="zh">处理您的请求时出错。</p>
<p><code>${escapeHtml(code)}</code></p><p>${escapeHtml(english)}</p><p class="zh">${escapeHtml(chinese)}</p>`,
  );
}
