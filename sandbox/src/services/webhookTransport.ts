import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_ERRORS } from '../../../src/constants/messages/webhooks';

/** What is kept of an endpoint's answer. */
export const WEBHOOK_RESPONSE_LIMIT = 2048;

export interface TransportAnswer {
  statusCode: number;
  body: string;
}

/** Sends one POST; rejects with a readable message when no answer came. */
export type WebhookTransport = (request: { uri: string; headers: Record<string, string>; body: string; timeoutMs: number }) => Promise<TransportAnswer>;

/** Node's own HTTP client: the answer's status and its first 2 KiB; a timeout, a refusal or a reset is a rejection. */
export const httpTransport: WebhookTransport = ({ uri, headers, body, timeoutMs }) =>
  new Promise<TransportAnswer>((resolve, reject) => {
    const url = new URL(uri);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const outgoing = send(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (incoming: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      incoming.on('data', (chunk: Buffer) => {
        if (kept >= WEBHOOK_RESPONSE_LIMIT) return;
        chunks.push(chunk);
        kept += chunk.length;
        // Enough is kept: the rest of a large answer is not read.
        if (kept >= WEBHOOK_RESPONSE_LIMIT) finish(() => {
          resolve({ statusCode: incoming.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_LIMIT).toString('utf8') });
          incoming.destroy();
        });
      });
      incoming.on('end', () => finish(() => resolve({ statusCode: incoming.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_LIMIT).toString('utf8') })));
      incoming.on('error', (error) => finish(() => reject(error)));
    });
    const timer = setTimeout(() => finish(() => {
      reject(new Error(WEBHOOK_ERRORS.timeout));
      outgoing.destroy();
    }), timeoutMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      finish(() => reject(new Error(error.code === 'ECONNREFUSED' ? WEBHOOK_ERRORS.refused : WEBHOOK_ERRORS.network(error.code ?? error.message)))),
    );
    outgoing.end(body);
  });
