// Sends codes through Aliyun Dysmsapi SendSms (API version 2017-05-25) over HTTPS, signed with the RPC
// signature v1. The template must take one parameter named `code`.
import { randomUUID } from 'node:crypto';
import type { AliyunSmsConfig } from '../../../config/config';
import type { Clock } from '../../../lib/clock';
import { aliyunTimestamp, canonicalizedQuery, percentEncode, signAliyunRpc } from './aliyun-rpc-signature';
import { SmsDeliveryError, type FetchFunction, type SmsMessage, type SmsProvider } from './sms-provider';

interface AliyunAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
}

/** Aliyun SMS; `nonce` and `clock` are injectable so the signed request is reproducible in tests. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly fetchFunction: FetchFunction,
    private readonly clock: Clock,
    private readonly nonce: () => string = randomUUID,
  ) {}

  /** The signed form body of a SendSms request. */
  signedBody(message: SmsMessage): string {
    const parameters: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.phoneNumber,
      RegionId: this.config.regionId,
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.nonce(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: aliyunTimestamp(this.clock.now()),
      Version: '2017-05-25',
    };
    const signature = signAliyunRpc('POST', parameters, this.config.accessKeySecret);
    return `Signature=${percentEncode(signature)}&${canonicalizedQuery(parameters)}`;
  }

  async send(message: SmsMessage): Promise<void> {
    const response = await this.fetchFunction(`https://${this.config.endpoint}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: this.signedBody(message),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as AliyunAnswer;
    if (!response.ok || answer.Code !== 'OK') {
      throw new SmsDeliveryError(
        this.name,
        `${response.status} ${answer.Code ?? ''} ${answer.Message ?? ''}`.trim(),
      );
    }
  }
}
