import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './api-client.ts';
import type { ApiClientEnvironment } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

function encode(value: unknown): string {
  return btoa(JSON.stringify(value));
}

function setup(
  url: string,
  status = 200,
  body: unknown = { ok: true },
  overrides: Partial<ApiClientEnvironment> = {},
) {
  const parsed = new URL(url, 'http://localhost');
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  const navigate = vi.fn<(url: string) => void>();
  const clearSession = vi.fn<() => void>();
  const client = createApiClient({
    fetch: fetchMock,
    location: () => ({ pathname: parsed.pathname, search: parsed.search }),
    navigate,
    storedToken: () => 'stored-token',
    clearSession,
    isPublicPath: (pathname) => pathname === '/loja',
    siteHome: () => '/site',
    ...overrides,
  });
  const authorization = (): string | null => {
    const init = fetchMock.mock.calls[0]?.[1];
    return new Headers(init?.headers).get('Authorization');
  };
  return { client, fetchMock, navigate, clearSession, authorization };
}

describe('apiRequest bearer token', () => {
  it('prefers the token query parameter', async () => {
    const t = setup(`/token/${encode({ token: 'from-path' })}?token=from-query`);
    await t.client('/api/user');
    expect(t.authorization()).toBe('Bearer from-query');
  });

  it('uses the /token/{base64} segment when there is no query token', async () => {
    const t = setup(`/token/${encode({ token: 'from-path' })}`);
    await t.client('/api/user');
    expect(t.authorization()).toBe('Bearer from-path');
  });

  it('ignores an undecodable /token/ segment and falls back to the stored session', async () => {
    for (const segment of ['%%%not-base64', btoa('{not json'), encode({ other: 1 })]) {
      const t = setup(`/token/${segment}`);
      await t.client('/api/user');
      expect(t.authorization()).toBe('Bearer stored-token');
    }
  });

  it('uses the stored session token otherwise and nothing when none exists', async () => {
    const stored = setup('/feed');
    await stored.client('/api/user');
    expect(stored.authorization()).toBe('Bearer stored-token');

    const none = setup('/feed', 200, {}, { storedToken: () => null });
    await none.client('/api/user');
    expect(none.authorization()).toBeNull();
  });

  it('sends no token at all when noToken is set', async () => {
    const t = setup('/feed?token=abc');
    await t.client('/api/login-as-customer/3', { noToken: true });
    expect(t.authorization()).toBeNull();
  });
});

describe('apiRequest request shape', () => {
  it('serialises query, JSON body and method', async () => {
    const t = setup('/feed');
    const result = await t.client<{ ok: boolean }>('/api/list-user', {
      method: 'PUT',
      query: { page: 2, search: 'ana', empty: undefined, ids: [1, 2] },
      body: { name: 'Ana' },
    });
    const [url, init] = t.fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/list-user?page=2&search=ana&ids=1&ids=2');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"name":"Ana"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(result).toMatchObject({ status: 200, data: { ok: true } });
  });

  it('sends multipart bodies as FormData without forcing a content type', async () => {
    const t = setup('/feed');
    const form = new FormData();
    form.append('name', 'Ana');
    await t.client('/api/create-user', { formData: form });
    const init = t.fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('rejects other errors with a typed ApiError carrying status, body and the pt-BR message', async () => {
    const t = setup('/feed', 400, { error: 'E-mail já cadastrado.' });
    const error = await t.client('/api/create-user', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { error: 'E-mail já cadastrado.' } });
    expect((error as ApiError).message).toBe('E-mail já cadastrado.');
    expect(t.clearSession).not.toHaveBeenCalled();
  });
});

describe('apiRequest 401 rules', () => {
  it.each(['/carrinho', '/pagamento/sucesso'])('returns the 401 untouched on %s', async (path) => {
    const t = setup(path, 401, { error: 'Não autenticado' });
    const result = await t.client('/api/ls-brazil-customer-cart');
    expect(result.status).toBe(401);
    expect(result.data).toEqual({ error: 'Não autenticado' });
    expect(t.clearSession).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('treats /carrinhos as an ordinary page', async () => {
    const t = setup('/carrinhos', 401);
    await expect(t.client('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(t.clearSession).toHaveBeenCalledOnce();
    expect(t.navigate).toHaveBeenCalledWith('/site');
  });

  it('clears the session and goes to the site home with the query when it has a code', async () => {
    const t = setup('/curso/abc?code=XYZ&utm=1', 401);
    await expect(t.client('/api/user')).rejects.toBeInstanceOf(ApiError);
    expect(t.clearSession).toHaveBeenCalledOnce();
    expect(t.navigate).toHaveBeenCalledWith('/site?code=XYZ&utm=1');
  });

  it.each(['/lancamento/x', '/curso/x', '/interna/x', '/ebooks/x', '/login', '/loja'])(
    'clears the session and stays on %s',
    async (path) => {
      const t = setup(path, 401);
      await expect(t.client('/api/user')).rejects.toMatchObject({ status: 401 });
      expect(t.clearSession).toHaveBeenCalledOnce();
      expect(t.navigate).not.toHaveBeenCalled();
    },
  );

  it('leaves the stored session alone when a link token (path or query) is refused', async () => {
    for (const url of [`/token/${encode({ token: 'expired' })}`, '/feed?token=expired']) {
      const t = setup(url, 401);
      await expect(t.client('/api/user')).rejects.toMatchObject({ status: 401 });
      expect(t.clearSession).not.toHaveBeenCalled();
      expect(t.navigate).not.toHaveBeenCalled();
    }
    // The stored token itself refused still ends the session, on a token page too.
    const stored = setup(`/token/${encode({ token: 'stored-token' })}`, 401);
    await expect(stored.client('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(stored.clearSession).toHaveBeenCalledOnce();
  });

  it('clears the session and goes to the brand site home from any other page', async () => {
    const t = setup('/feed', 401);
    await expect(t.client('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(t.clearSession).toHaveBeenCalledOnce();
    expect(t.navigate).toHaveBeenCalledWith('/site');
  });
});

describe('query retry policy', () => {
  it('does not retry client errors but retries server and network errors twice', () => {
    expect(shouldRetry(0, new ApiError(404, null))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, null))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, null))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});
