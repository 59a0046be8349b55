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
