import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS } from '@portal/contract/limits';
import type { TryOutcome } from './claims';

/** `sha256=` + the hex HMAC-SHA256 of the body's UTF-8 bytes under the webhook's secret. */
export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** The longest piece of a receiver's answer (a Location) kept in a delivery's error. */
const QUOTED_MAX = 200;
const quoted = (text: string) =>
  text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text;

/** Why the request itself failed, as undici says it: 'ECONNREFUSED', 'ENOTFOUND', … */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return quoted(cause.message);
  return error instanceof Error ? quoted(error.message) : 'unknown error';
}

/**
 * One try: POSTs `body` as it is stored, signed, within `timeoutMs` (to the answer's status
 * line and headers; its body is never read). A redirect is never followed: the delivery, and
 * what a receiver might say, stay with the URL an admin registered. Only a 2xx delivers.
 * Undefined when `stop` ended it (the instance is closing): nothing to record.
 */
export async function sendDelivery(
  delivery: { id: string; event: string; body: string; url: string },
  secret: string,
  { timeoutMs, stop }: { timeoutMs: number; stop: AbortSignal },
): Promise<TryOutcome | undefined> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'enterprise-portal-webhooks/1',
        [WEBHOOK_HEADERS.signature]: signatureOf(secret, delivery.body),
        [WEBHOOK_HEADERS.event]: delivery.event,
        [WEBHOOK_HEADERS.delivery]: delivery.id,
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.any([timeout, stop]),
    });
    // Frees the connection; what the receiver wrote is not ours to keep.
    await response.body?.cancel().catch(() => {});
    const statusCode = response.status;
    if (statusCode >= 200 && statusCode < 300) return { delivered: true, statusCode, error: null };
    if (statusCode >= 300 && statusCode < 400) {
      const location = response.headers.get('location');
      const to = location ? ` to ${quoted(location)}` : '';
      return {
        delivered: false,
        statusCode,
        error: `HTTP ${statusCode}: redirect${to} not followed`,
      };
    }
    return { delivered: false, statusCode, error: `HTTP ${statusCode}` };
  } catch (error) {
    if (stop.aborted) return undefined;
    if (timeout.aborted) {
      return { delivered: false, statusCode: null, error: `No answer within ${timeoutMs} ms` };
    }
    return { delivered: false, statusCode: null, error: `Request failed: ${reasonOf(error)}` };
  }
}
