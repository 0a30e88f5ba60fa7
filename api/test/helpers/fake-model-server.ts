import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Writable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';

/**
 * A local stand-in for an OpenAI-compatible server (POST <base>/chat/completions), on
 * 127.0.0.1 and a port of the system's choosing. Tests set what it answers; it records every
 * request. Plain node:http so API tests and e2e can both start it.
 */

/** What the server answers the next requests with. */
export type FakeAnswer =
  /**
   * 200, a chat completion whose first choice says `content`; after `delayMs` when given. Its
   * `usage` is the one given, or a count of about four characters a token (as real servers
   * report it, so cost and token numbers have something to add up).
   */
  | {
      content: string;
      delayMs?: number;
      /** Sent once this settles (a test ends the wait when it has seen what runs meanwhile). */
      after?: Promise<unknown>;
      usage?: { prompt_tokens: number; completion_tokens: number };
    }
  /** `status` with an OpenAI-style error body `{ error: { message, type, code } }`. */
  | { status: number; error: string }
  /** `status` with this exact body (malformed JSON, an HTML error page, a body without choices). */
  | { status: number; body: string }
  /** No answer at all until the client gives up (timeouts, cancel). */
  | { hang: true }
  /**
   * 200 and a chat completion `bytes` long, written as fast as the client reads it, or one
   * 16 KiB chunk every `chunkDelayMs` (a body that trickles); `Infinity` never ends. With
   * `gzip`, sent compressed (a small body that inflates to `bytes`).
   */
  | { bytes: number; chunkDelayMs?: number; gzip?: true }
  /** `status` (a 3xx) with a Location header and no body. */
  | { status: number; location: string };

type FakeRequestBody = Record<string, unknown> & {
  model?: string;
  messages?: { role: string; content: string }[];
};

export interface FakeModelRequest {
  /** Path and query, e.g. /v1/chat/completions?api-version=2024-10-21 */
  url: string;
  headers: IncomingHttpHeaders;
  /** The JSON body as sent (undefined if it was not JSON). */
  body: FakeRequestBody | undefined;
  /** How the exchange ended: answered, or the client hung up first (a timeout, a cancel). */
  closed: Promise<'answered' | 'abandoned'>;
  /** Bytes of a `{ bytes }` answer's body written so far (before compression). */
  bodyBytesSent: number;
}

export interface FakeModelServer {
  /** http://127.0.0.1:<port>/v1, what MODEL_BASE_URL would be. */
  baseUrl: string;
  requests: FakeModelRequest[];
  /** One answer for every request, or one chosen per request. */
  answerWith(answer: FakeAnswer | ((request: FakeModelRequest) => FakeAnswer)): void;
  /** Resolves with the next request once it has arrived (for a cancel while it hangs). */
  nextRequest(): Promise<FakeModelRequest>;
  close(): Promise<void>;
}

/** About four characters a token, as OpenAI's own rule of thumb counts them. */
function estimatedUsage(messages: { content: string }[], answer: string) {
  const tokens = (text: string) => Math.ceil(text.length / 4);
  const prompt_tokens = messages.reduce((sum, message) => sum + tokens(message.content), 0);
  const completion_tokens = tokens(answer);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

/** What it answers until told otherwise. */
export const FAKE_MODEL_CONTENT = 'A canned answer from the fake model server.';

/** Drafts in the contract's shapes (issue 21), as a model in JSON mode would answer them. */
export const CANNED_DRAFTS = {
  icp: {
    name: 'Mid-market logistics operators',
    description: 'Freight and 3PL companies replacing spreadsheets with a planning platform',
    segments: [
      { name: 'Regional 3PLs', description: '50–500 staff', details: 'Own warehouses, EU only' },
      { name: 'Freight forwarders', description: 'Asset-light', details: 'SAP or no ERP' },
    ],
    buyerPersonas: [
      {
        name: 'Head of Operations',
        description: 'Owns on-time delivery',
        isMobilizer: true,
        isBuyingCommittee: true,
      },
    ],
  },
  personas: {
    buyerPersonas: [
      { name: 'CFO', description: 'Signs off spend', isMobilizer: false, isBuyingCommittee: true },
      { name: 'IT lead', description: '', isMobilizer: true, isBuyingCommittee: false },
    ],
  },
  /** A research brief's sections (issue 39 §3): what COMPANY_RESEARCH asks for. */
  research: {
    name: 'Acme Corp',
    summary: 'Acme Corp sells planning software to logistics operators in the EU.',
    offerings: ['Route planner', 'Rate-card import'],
    markets: ['EU 3PLs with 50–500 staff'],
    competitors: ['Transporeon'],
    signals: ['Opened a Berlin office in 2026'],
  },
  usp: {
    name: 'Planning in a day',
    differentiator: 'The only planner that imports a 3PL rate card as it is',
    products: ['Planner', 'Rate-card import'],
    capabilities: ['Route optimisation', 'Carrier scorecards'],
  },
};

/** A chat completion saying `value` as JSON: what a model in JSON mode answers. */
export const jsonAnswer = (value: unknown, delayMs?: number): FakeAnswer => ({
  content: JSON.stringify(value),
  ...(delayMs === undefined ? {} : { delayMs }),
});

/** Answers a model gives that a draft cannot use. */
export const UNUSABLE_ANSWERS = {
  notJson: { content: 'Sure! Here is your ICP: Mid-market logistics operators.' },
  /** The second segment has no name. */
  segmentWithoutName: jsonAnswer({
    ...CANNED_DRAFTS.icp,
    segments: [CANNED_DRAFTS.icp.segments[0], { description: 'Asset-light', details: 'SAP' }],
  }),
  /** A name past ICP_LIMITS.name (200). */
  nameTooLong: jsonAnswer({ ...CANNED_DRAFTS.icp, name: 'N'.repeat(201) }),
} satisfies Record<string, FakeAnswer>;

function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}

const CHUNK = Buffer.alloc(16 * 1024, 'x');

/**
 * A chat completion `bytes` long (its content padded with `x`), written chunk by chunk as
 * the client reads (each write waits for 'drain'), so what was sent shows where the client
 * stopped reading.
 */
function streamAnswer(
  request: FakeModelRequest,
  response: ServerResponse,
  { bytes, chunkDelayMs, gzip }: { bytes: number; chunkDelayMs?: number; gzip?: true },
) {
  const head = Buffer.from('{"choices":[{"message":{"role":"assistant","content":"');
  const tail = Buffer.from('"},"finish_reason":"stop"}]}');
  response.writeHead(200, {
    'content-type': 'application/json',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  const out: Writable = gzip ? createGzip() : response;
  if (gzip) (out as Gzip).pipe(response);
  // Waits for the client to read, or to hang up (then nothing drains).
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        response.off('close', done);
        resolve();
      };
      out.on('drain', done);
      response.on('close', done);
    });
  const write = (chunk: Buffer): Promise<void> => {
    request.bodyBytesSent += chunk.length;
    return out.write(chunk) ? Promise.resolve() : drained();
  };
  const pause = () =>
    chunkDelayMs === undefined
      ? Promise.resolve()
      : new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
  void (async () => {
    await write(head);
    const padding = bytes - head.length - tail.length;
    for (let written = 0; written < padding && !response.destroyed; written += CHUNK.length) {
      await pause();
      await write(CHUNK.subarray(0, Math.min(CHUNK.length, padding - written)));
    }
    if (!response.destroyed) out.end(tail);
  })();
}

function parsedBody(raw: string): FakeModelRequest['body'] | undefined {
  try {
    return JSON.parse(raw) as FakeRequestBody;
  } catch {
    return undefined;
  }
}

export async function startFakeModelServer(
  initial: FakeAnswer = { content: FAKE_MODEL_CONTENT },
): Promise<FakeModelServer> {
  let choose: (request: FakeModelRequest) => FakeAnswer = () => initial;
  const requests: FakeModelRequest[] = [];
  let waiting: ((request: FakeModelRequest) => void)[] = [];

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: FakeModelRequest = {
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: parsedBody(Buffer.concat(chunks).toString('utf8')),
        bodyBytesSent: 0,
        closed: new Promise((resolve) =>
          response.once('close', () =>
            resolve(response.writableFinished ? 'answered' : 'abandoned'),
          ),
        ),
      };
      requests.push(request);
      const path = request.url.split('?')[0];
      if (incoming.method !== 'POST' || path !== '/v1/chat/completions') {
        sendJson(response, 404, {
          error: { message: `Unknown request ${incoming.method} ${path}` },
        });
      } else {
        const answer = choose(request);
        if ('content' in answer) {
          const send = () =>
            sendJson(response, 200, {
              id: `chatcmpl-fake-${requests.length}`,
              object: 'chat.completion',
              created: 0,
              model: request.body?.model ?? 'fake',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: answer.content },
                  finish_reason: 'stop',
                },
              ],
              usage: answer.usage ?? estimatedUsage(request.body?.messages ?? [], answer.content),
            });
          // A slow answer: the client's timeout or cancel may come first.
          if (answer.after) {
            void answer.after.then(() => {
              if (!response.destroyed) send();
            });
          } else if (answer.delayMs === undefined) send();
          else {
            const timer = setTimeout(send, answer.delayMs);
            response.once('close', () => clearTimeout(timer));
          }
        } else if ('error' in answer) {
          sendJson(response, answer.status, {
            error: { message: answer.error, type: 'fake_error', code: null },
          });
        } else if ('body' in answer) {
          response
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(answer.body);
        } else if ('bytes' in answer) {
          streamAnswer(request, response, answer);
        } else if ('location' in answer) {
          response.writeHead(answer.status, { location: answer.location }).end();
        }
        // { hang: true }: no answer; the client's timeout or cancel closes the connection.
      }
      const resolvers = waiting;
      waiting = [];
      for (const resolve of resolvers) resolve(request);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(answer) {
      choose = typeof answer === 'function' ? answer : () => answer;
    },
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging answers would keep close() waiting forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
