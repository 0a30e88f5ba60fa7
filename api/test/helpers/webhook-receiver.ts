import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local webhook receiver on 127.0.0.1 and a port of the system's choosing: it records every
 * request (raw body included) and answers as the test says.
 */

export interface ReceivedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived (UTF-8). */
  body: string;
}

/**
 * A status (a 3xx with `location`), after `delayMs` when given; or no answer at all until the
 * sender gives up.
 */
export type ReceiverAnswer =
  { status: number; location?: string; delayMs?: number } | { hang: true };

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>/hook */
  url: string;
  received: ReceivedRequest[];
  /** One answer for every request, or one chosen by the request's index (0 first). */
  answerWith(answer: ReceiverAnswer | ((index: number) => ReceiverAnswer)): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  let answer: (index: number) => ReceiverAnswer = () => ({ status: 200 });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = received.length;
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const chosen = answer(index);
      if ('hang' in chosen) return;
      setTimeout(() => {
        response.writeHead(chosen.status, chosen.location ? { location: chosen.location } : {});
        response.end(chosen.status < 300 ? 'ok' : `status ${chosen.status}`);
      }, chosen.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answerWith(next) {
      answer = typeof next === 'function' ? next : () => next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests and kept-alive connections too.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a receiver does with the X-Portal-Signature header: recompute it over the raw body. */
export function signatureHolds(secret: string, body: string, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(body, 'utf8').digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
