import { expect } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;

/** The Authorization header for an access token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Small `inject` wrappers for route tests. `app` is read on each call, so the
 * client can be made before `beforeAll` builds the app.
 */
export function apiClient(app: () => App) {
  const send = (
    method: Method,
    url: string,
    token?: string,
    payload?: object,
    headers: Headers = {},
  ) =>
    app().inject({
      method,
      url,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
      ...(payload ? { payload } : {}),
    });

  /** Logs in through POST /api/login and returns the access token. */
  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await app().inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ access_token: string }>().access_token;
  }

  const demo = (name: string) => login(`${name}@demo.lstrader.com.br`);

  return {
    login,
    /** Tokens of the demo admin, vendedor, analista, suporte and cliente, in that order. */
    demoTokens: () =>
      Promise.all([
        demo('admin'),
        demo('vendedor'),
        demo('analista'),
        demo('suporte'),
        demo('cliente'),
      ]),
    get: (url: string, token?: string, headers: Headers = {}) =>
      send('GET', url, token, undefined, headers),
    send,
  };
}

/** A file in a multipart body: its field (default `file`), name, type and bytes. */
export interface MultipartFile {
  field?: string;
  name?: string;
  type: string;
  bytes: Buffer;
}

/**
 * A multipart body by hand, as a browser's FormData sends it: the text fields, then the file.
 * Without fields or a file it holds one text field (a form that forgot the file).
 */
export function multipartBody(fields: Record<string, string> = {}, file?: MultipartFile) {
  const boundary = `----teste${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const texts = Object.keys(fields).length === 0 && !file ? { note: 'oi' } : fields;
  for (const [key, value] of Object.entries(texts))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name ?? 'arquivo'}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
