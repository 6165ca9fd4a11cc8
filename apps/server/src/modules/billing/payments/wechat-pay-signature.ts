// WeChat Pay API v3 cryptography with node:crypto: the merchant's request signature (Authorization
// header), the platform's answer/notification signature check, and AES-256-GCM decryption of the
// notification resource.
import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/** The signature scheme of API v3. */
export const WECHATPAY_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** What a merchant request signature covers. */
export interface WechatRequestToSign {
  method: string;
  /** Path with query, e.g. `/v3/pay/transactions/native`. */
  urlPath: string;
  /** Unix seconds. */
  timestamp: number;
  nonce: string;
  body: string;
}

/** The signed message of a request: method, path, timestamp, nonce and body, each followed by a newline. */
export function requestMessage(request: WechatRequestToSign): string {
  return `${request.method}\n${request.urlPath}\n${request.timestamp}\n${request.nonce}\n${request.body}\n`;
}

/** The `Authorization` header of a merchant request. */
export function authorizationHeader(
  request: WechatRequestToSign,
  merchant: { mchId: string; serialNo: string; privateKey: string },
): string {
  const signature = createSign('RSA-SHA256')
    .update(requestMessage(request))
    .sign(merchant.privateKey, 'base64');
  return (
    `${WECHATPAY_SCHEME} mchid="${merchant.mchId}",nonce_str="${request.nonce}",` +
    `signature="${signature}",timestamp="${request.timestamp}",serial_no="${merchant.serialNo}"`
  );
}

/** A fresh nonce of 32 hex characters. */
export function wechatNonce(): string {
  return randomBytes(16).toString('hex');
}

/** The signed message of a platform answer or notification: timestamp, nonce and body. */
export function platformMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** Signs a platform message (what WeChat Pay does; used by tests and fakes). */
export function signPlatformMessage(message: string, platformPrivateKey: string): string {
  return createSign('RSA-SHA256').update(message).sign(platformPrivateKey, 'base64');
}

/** Whether `signature` (base64) over the platform message verifies with the platform public key. */
export function verifyPlatformSignature(
  timestamp: string,
  nonce: string,
  body: string,
  signature: string,
  platformPublicKey: string,
): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(platformMessage(timestamp, nonce, body))
      .verify(platformPublicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The encrypted resource of a notification. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** Decrypts a notification resource with the APIv3 key (32 bytes); the last 16 bytes are the GCM tag. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM')
    throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  const tag = data.subarray(data.length - 16);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(tag);
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
