import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AliyunSmsConfig, TencentSmsConfig } from '../../../config/config';
import { ManualClock } from '../../../lib/clock';
import { canonicalizedQuery, percentEncode, signAliyunRpc } from './aliyun-rpc-signature';
import { AliyunSmsProvider } from './aliyun-sms-provider';
import { SandboxSmsProvider } from './sandbox-sms-provider';
import { SmsDeliveryError, type FetchFunction } from './sms-provider';
import { TencentSmsProvider } from './tencent-sms-provider';
import { canonicalRequest, signTc3 } from './tencent-tc3-signature';

interface Captured {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: unknown, status = 200): { fetch: FetchFunction; calls: Captured[] } {
  const calls: Captured[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}

describe('Aliyun RPC signature v1', () => {
  // The worked example of Aliyun's SMS signature documentation.
  const documented = {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  };

  it('reproduces the documented signature', () => {
    expect(signAliyunRpc('GET', documented, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('encodes per RFC 3986', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(canonicalizedQuery({ b: '2', a: '1:' })).toBe('a=1%3A&b=2');
  });
});

describe('AliyunSmsProvider', () => {
  const config: AliyunSmsConfig = {
    provider: 'aliyun',
    accessKeyId: 'testId',
    accessKeySecret: 'testSecret',
    signName: '广告方案助手',
    templateCode: 'SMS_000001',
    endpoint: 'dysmsapi.aliyuncs.com',
    regionId: 'cn-hangzhou',
  };
  const clock = new ManualClock(Date.parse('2025-01-15T02:00:00.123Z'));
  const message = { phoneNumber: '13800138000', purpose: 'login' as const, code: '123456' };

  it('POSTs a signed SendSms form over HTTPS', async () => {
    const { fetch, calls } = fakeFetch({ Code: 'OK', Message: 'OK', RequestId: 'r1' });
    await new AliyunSmsProvider(config, fetch, clock, () => 'nonce-1').send(message);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://dysmsapi.aliyuncs.com/');
    expect(calls[0]?.init.method).toBe('POST');
    const form = new URLSearchParams(String(calls[0]?.init.body));
    const parameters = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'Signature'));
    expect(parameters).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '13800138000',
      SignName: '广告方案助手',
      TemplateCode: 'SMS_000001',
      TemplateParam: '{"code":"123456"}',
      SignatureNonce: 'nonce-1',
      Timestamp: '2025-01-15T02:00:00Z',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
    });
    expect(form.get('Signature')).toBe(signAliyunRpc('POST', parameters, 'testSecret'));
  });

  it('throws SmsDeliveryError when Aliyun refuses', async () => {
    const { fetch } = fakeFetch({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' });
    await expect(new AliyunSmsProvider(config, fetch, clock).send(message)).rejects.toThrow(SmsDeliveryError);
  });
});

describe('Tencent TC3-HMAC-SHA256', () => {
  // The worked example of Tencent Cloud's API 3.0 signature documentation.
  const documented = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    action: 'DescribeInstances',
    version: '2017-03-12',
    region: 'ap-guangzhou',
    timestamp: 1551113065,
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  };

  it('reproduces the documented canonical request and signature', () => {
    expect(canonicalRequest(documented)).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n' +
        '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(signTc3(documented)).toEqual({
      signature: '72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
      authorization:
        'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    });
  });
});

describe('TencentSmsProvider', () => {
  const config: TencentSmsConfig = {
    provider: 'tencent',
    secretId: 'AKIDEXAMPLE',
    secretKey: 'secret',
    sdkAppId: '1400000000',
    signName: '广告方案助手',
    templateId: '100001',
    region: 'ap-guangzhou',
  };
  // 23:59:59 UTC: the credential date must be the UTC date, not the China one.
  const clock = new ManualClock(Date.parse('2025-01-15T23:59:59.000Z'));
  const message = { phoneNumber: '13800138000', purpose: 'register' as const, code: '654321' };

  it('POSTs a signed SendSms request', async () => {
    const { fetch, calls } = fakeFetch({ Response: { SendStatusSet: [{ Code: 'Ok' }], RequestId: 'r1' } });
    const provider = new TencentSmsProvider(config, fetch, clock);
    await provider.send(message);
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('https://sms.tencentcloudapi.com/');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '广告方案助手',
      TemplateId: '100001',
      TemplateParamSet: ['654321'],
    });
    expect(headers).toMatchObject({
      'X-TC-Action': 'SendSms',
      'X-TC-Version': '2021-01-11',
      'X-TC-Region': 'ap-guangzhou',
      'X-TC-Timestamp': String(Date.parse('2025-01-15T23:59:59.000Z') / 1000),
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(headers.Authorization).toBe(signTc3(provider.signedRequest(message)).authorization);
    expect(headers.Authorization).toContain('Credential=AKIDEXAMPLE/2025-01-15/sms/tc3_request');
  });

  it('throws SmsDeliveryError on an API error or a failed send status', async () => {
    const apiError = fakeFetch({
      Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' } },
    });
    await expect(new TencentSmsProvider(config, apiError.fetch, clock).send(message)).rejects.toThrow(
      SmsDeliveryError,
    );
    const refused = fakeFetch({
      Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit' }] },
    });
    await expect(new TencentSmsProvider(config, refused.fetch, clock).send(message)).rejects.toThrow(
      /PhoneNumberDailyLimit/,
    );
  });
});

describe('SandboxSmsProvider', () => {
  it('logs exactly the fields browser tests parse and keeps the last codes', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({}, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const provider = new SandboxSmsProvider(logger);
    await provider.send({ phoneNumber: '13800138000', purpose: 'login', code: '111111' });
    await provider.send({ phoneNumber: '13800138000', purpose: 'register', code: '222222' });
    expect(lines[0]).toMatchObject({
      level: 30,
      event: 'sms.sandbox',
      phone_number: '13800138000',
      purpose: 'login',
      code: '111111',
    });
    expect(provider.lastCode('13800138000')).toBe('222222');
    expect(provider.lastCode('13800138000', 'login')).toBe('111111');
  });
});
