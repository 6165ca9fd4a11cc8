// Sends codes through Tencent Cloud SMS SendSms (API version 2021-01-11) with the TC3-HMAC-SHA256
// signature. The template must take one parameter: the code.
import type { TencentSmsConfig } from '../../../config/config';
import type { Clock } from '../../../lib/clock';
import { SmsDeliveryError, type FetchFunction, type SmsMessage, type SmsProvider } from './sms-provider';
import { tc3Headers, type Tc3Request } from './tencent-tc3-signature';

const HOST = 'sms.tencentcloudapi.com';

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string }[];
  };
}

/** Tencent Cloud SMS; the clock is injectable so the signed request is reproducible in tests. */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly fetchFunction: FetchFunction,
    private readonly clock: Clock,
  ) {}

  /** The request to sign for one message. */
  signedRequest(message: SmsMessage): Tc3Request {
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${message.phoneNumber}`],
      SmsSdkAppId: this.config.sdkAppId,
      SignName: this.config.signName,
      TemplateId: this.config.templateId,
      TemplateParamSet: [message.code],
    });
    return {
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
      service: 'sms',
      host: HOST,
      action: 'SendSms',
      version: '2021-01-11',
      region: this.config.region,
      timestamp: Math.floor(this.clock.now() / 1000),
      payload,
    };
  }

  async send(message: SmsMessage): Promise<void> {
    const request = this.signedRequest(message);
    const response = await this.fetchFunction(`https://${HOST}/`, {
      method: 'POST',
      headers: tc3Headers(request),
      body: request.payload,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as TencentAnswer;
    const error = answer.Response?.Error;
    const status = answer.Response?.SendStatusSet?.[0];
    if (!response.ok || error !== undefined || status?.Code !== 'Ok') {
      const detail = error ?? status ?? {};
      throw new SmsDeliveryError(
        this.name,
        `${response.status} ${detail.Code ?? ''} ${detail.Message ?? ''}`.trim(),
      );
    }
  }
}
