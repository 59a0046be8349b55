import { request } from 'node:https';
import type { MessageTransport } from './outbox.ts';

export interface ZenviaOptions {
  /** `https://api.zenvia.com` in production. */
  baseUrl: string;
  /** The API token, sent as `X-API-TOKEN`. */
  token: string;
  /** The sender id registered at Zenvia (the `from` of the SMS channel). */
  from: string;
  /** Extra CA for the HTTPS connection (tests use a self-signed local fake). */
  ca?: string | Buffer;
  timeoutMs?: number;
}

/** Brazilian mobile numbers go out as E.164 digits without the plus: 55 + DDD + number. */
export function zenviaNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits}`;
}

/**
 * SMS through Zenvia's API v2 (`POST /v2/channels/sms/messages`, JSON
 * `{ from, to, contents: [{ type: 'text', text }] }`) over HTTPS. Any answer but 2xx is a
 * failure carrying Zenvia's status and message.
 */
export function zenviaTransport(options: ZenviaOptions): MessageTransport {
  const url = new URL('/v2/channels/sms/messages', options.baseUrl);
  if (url.protocol !== 'https:') throw new Error('A API da Zenvia só é chamada por HTTPS.');
  return {
    name: 'zenvia',
    deliver(message) {
      const body = JSON.stringify({
        from: options.from,
        to: zenviaNumber(message.to),
        contents: [{ type: 'text', text: message.text }],
      });
      return new Promise<void>((resolve, reject) => {
        const req = request(
          url,
          {
            method: 'POST',
            ca: options.ca,
            timeout: options.timeoutMs ?? 10_000,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-api-token': options.token,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const status = res.statusCode ?? 0;
              if (status >= 200 && status < 300) return resolve();
              let detail = Buffer.concat(chunks).toString('utf8').slice(0, 200);
              try {
                const parsed = JSON.parse(detail) as { message?: string };
                if (parsed.message) detail = parsed.message;
              } catch {
                // not JSON: keep the raw text
              }
              reject(new Error(`Zenvia respondeu ${status}: ${detail}`));
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('Zenvia não respondeu a tempo')));
        req.on('error', reject);
        req.end(body);
      });
    },
  };
}
