import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new subscription's shared secret: 32 random bytes, base64 as DCSA sends it. */
export const newSecret = () => randomBytes(32).toString('base64');

/**
 * Whether `header` (`sha256=<hex>`, DCSA's Notification-Signature) is the HMAC-SHA256 of the raw
 * body under the subscription's secret. Compared in constant time, so a caller learns nothing
 * from how long a wrong guess took.
 */
export function signatureMatches(secret: string, rawBody: Buffer | string, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', Buffer.from(secret, 'base64')).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
