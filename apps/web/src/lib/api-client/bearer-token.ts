import { safeJsonParse } from '@app/shared';

function decodeBase64(text: string): string | null {
  try {
    // The segment may be URL-encoded and use the URL-safe alphabet.
    const standard = decodeURIComponent(text).replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(standard);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The `token` field of the JSON in `/token/{base64}`; anything malformed is ignored. */
export function tokenFromPath(pathname: string): string | null {
  const segments = pathname.split('/');
  if (segments[1] !== 'token' || !segments[2]) return null;
  const decoded = decodeBase64(segments[2]);
  const parsed = safeJsonParse<unknown>(decoded);
  if (typeof parsed !== 'object' || parsed === null || !('token' in parsed)) return null;
  const token = parsed.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * Spec section 7: the bearer token comes from the `token` query parameter, then the decoded
 * `/token/` path segment, then the stored session.
 */
export function resolveBearerToken(
  location: { pathname: string; search: string },
  storedToken: string | null,
): string | null {
  const fromQuery = new URLSearchParams(location.search).get('token');
  if (fromQuery) return fromQuery;
  return tokenFromPath(location.pathname) ?? storedToken;
}
