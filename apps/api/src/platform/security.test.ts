import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, securityHeaders } from './security.ts';

/** What helmet writes on a real response, the way it did per request before. */
function helmetOnARealResponse(): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.setHeader('x-powered-by', 'Express');
  let failure: unknown;
  helmet(HELMET_OPTIONS)(req, res, (error?: unknown) => {
    failure = error;
  });
  expect(failure).toBeUndefined();
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

describe('security headers', () => {
  it('computes once exactly the headers helmet writes on every response', () => {
    expect(securityHeaders()).toEqual(helmetOnARealResponse());
  });

  it('keeps the policy: strict CSP with the embedded players, HSTS, no sniffing, no framing', () => {
    const headers = securityHeaders();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('hands out a frozen record (no request can change what the next one gets)', () => {
    const headers = securityHeaders();
    expect(Object.isFrozen(headers)).toBe(true);
  });
});
