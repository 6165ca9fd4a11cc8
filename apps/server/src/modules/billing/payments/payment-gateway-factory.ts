// Picks the online gateways the configuration names: the sandbox serves both pay methods outside
// production; live mode enables Alipay and WeChat Pay where their credentials are set.
import { PAYMENT_NOTIFY_PATHS, SANDBOX_PAY_PAGE_PATH } from '@adplan/contracts';
import type { PaymentConfig } from '../../../config/config';
import type { Clock } from '../../../lib/clock';
import type { GatewaysByMethod } from '../billing-service';
import { AlipayGateway } from './alipay-gateway';
import type { FetchFunction } from './payment-gateway';
import { SandboxGateway } from './sandbox-gateway';
import { WechatPayGateway } from './wechat-pay-gateway';

/** The gateways by pay method, and the sandbox when it is the one in use. */
export function createPaymentGateways(
  config: PaymentConfig,
  apiPrefix: string,
  clock: Clock,
  fetchFunction: FetchFunction = fetch,
): { gateways: GatewaysByMethod; sandbox: SandboxGateway | null } {
  if (config.gateway === 'sandbox') {
    const sandbox = new SandboxGateway(clock, `${apiPrefix}${SANDBOX_PAY_PAGE_PATH}`);
    return { gateways: { alipay: sandbox, wechat: sandbox }, sandbox };
  }
  const notify = (path: string) => `${config.publicBaseUrl}${apiPrefix}${path}`;
  const gateways: GatewaysByMethod = {};
  if (config.alipay) {
    gateways.alipay = new AlipayGateway({
      ...config.alipay,
      notifyUrl: notify(PAYMENT_NOTIFY_PATHS.alipay),
      // Back to the console's history after paying on Alipay's page (hash router).
      returnUrl: `${config.publicBaseUrl}/#/charge`,
    });
  }
  if (config.wechat) {
    gateways.wechat = new WechatPayGateway(
      { ...config.wechat, notifyUrl: notify(PAYMENT_NOTIFY_PATHS.wechat) },
      clock,
      fetchFunction,
    );
  }
  return { gateways, sandbox: null };
}
