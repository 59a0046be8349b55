import { GUEST_PATH_PREFIXES } from '@app/shared';
import { clearSession, readSessionToken } from '../session/session.ts';
import { ApiError } from './api-error.ts';
import { resolveBearerToken } from './bearer-token.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (the browser sets the boundary). Wins over `body`. */
  formData?: FormData;
  headers?: Record<string, string>;
  /** Do not send the bearer token (e.g. returning from "log in as customer"). */
  noToken?: boolean;
  signal?: AbortSignal;
  /** Lets the request outlive the page (saving the video position when the person leaves). */
  keepalive?: boolean;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

/** Everything the client needs from the browser, injectable so the 401 rules are testable. */
export interface ApiClientEnvironment {
  fetch: typeof fetch;
  location: () => { pathname: string; search: string };
  /** A full navigation (leaves the SPA for the site home). */
  navigate: (url: string) => void;
  storedToken: () => string | null;
  clearSession: () => void;
  /** Pages of the current brand that a visitor may open without a session. */
  isPublicPath: (pathname: string) => boolean;
  /** The brand's site home (spec section 8: where a 401 sends people). */
  siteHome: () => string;
  baseUrl?: string;
}

/** Spec section 8: on these pages a 401 is returned to the caller untouched. */
const PAGES_THAT_KEEP_401 = new Set([
  '/carrinho',
  '/carrinho/',
  '/pagamento/sucesso',
  '/pagamento/sucesso/',
]);

function buildUrl(base: string, path: string, query: ApiRequestOptions['query']): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${base}${normalised}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** What a 401 does after the session is cleared (spec section 8), as a pure decision. */
export function unauthorizedRedirect(
  location: { pathname: string; search: string },
  isPublicPath: (pathname: string) => boolean,
  siteHome: string,
): string | null {
  const query = new URLSearchParams(location.search);
  if (query.has('code')) return `${siteHome}${location.search}`;
  const { pathname } = location;
  if (GUEST_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  if (pathname === '/login' || pathname === '/login/' || isPublicPath(pathname)) return null;
  return siteHome;
}

export function createApiClient(env: ApiClientEnvironment) {
  return async function apiRequest<T = unknown>(
    path: string,
    options: ApiRequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const location = env.location();
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const storedToken = env.storedToken();
    // A token of the link (`?token=`, `/token/…`) that fails says nothing of the stored session.
    let linkToken = false;
    if (!options.noToken) {
      const token = resolveBearerToken(location, storedToken);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      linkToken = token !== null && token !== storedToken;
    }
    let payload: BodyInit | undefined;
    if (options.formData) {
      payload = options.formData;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(options.body);
    }

    const response = await env.fetch(buildUrl(env.baseUrl ?? '', path, options.query), {
      method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
      headers,
      body: payload,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    const data = await readBody(response);

    if (response.status === 401) {
      if (PAGES_THAT_KEEP_401.has(location.pathname)) {
        return { status: response.status, data: data as T, headers: response.headers };
      }
      // A bad or expired link token must leave the person's own session alone (spec section 8's
      // rules are about the stored session): the link's page says what went wrong.
      if (linkToken) throw new ApiError(response.status, data);
      env.clearSession();
      const target = unauthorizedRedirect(location, env.isPublicPath, env.siteHome());
      if (target !== null) env.navigate(target);
      throw new ApiError(response.status, data);
    }
    if (!response.ok) throw new ApiError(response.status, data);
    return { status: response.status, data: data as T, headers: response.headers };
  };
}

export type ApiRequest = ReturnType<typeof createApiClient>;

let configured: ApiRequest | undefined;

/** Called once by the app with the brand's knowledge (public pages, site home). */
export function configureApiClient(
  brand: Pick<ApiClientEnvironment, 'isPublicPath' | 'siteHome'>,
): ApiRequest {
  configured = createApiClient({
    fetch: (input, init) => window.fetch(input, init),
    location: () => ({ pathname: window.location.pathname, search: window.location.search }),
    navigate: (url) => window.location.assign(url),
    storedToken: () => readSessionToken(),
    clearSession: () => clearSession(),
    ...brand,
  });
  return configured;
}

/** The app-wide client (spec section 7). Before configuration it treats no page as public. */
export function apiRequest<T = unknown>(
  path: string,
  options?: ApiRequestOptions,
): Promise<ApiResponse<T>> {
  configured ??= configureApiClient({ isPublicPath: () => false, siteHome: () => '/' });
  return configured<T>(path, options);
}
