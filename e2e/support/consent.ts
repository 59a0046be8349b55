/**
 * The cookie choice every browser test starts with (all categories accepted, as before the banner
 * existed), on the three brands' origins: the banner would otherwise cover the bottom of every
 * page. The privacy spec starts from an empty browser instead (`NO_CONSENT`).
 */
export function acceptedConsentState(port: number) {
  const value = JSON.stringify({
    required: true,
    statistics: true,
    preferences: true,
    marketing: true,
    decision: 'accept',
    version: 1,
    decidedAt: new Date().toISOString(),
    anonymousId: '00000000-0000-4000-8000-000000000e2e',
  });
  return {
    cookies: [],
    origins: ['localhost', 'global.localhost', 'liberta.localhost'].map((host) => ({
      origin: `http://${host}:${port}`,
      localStorage: [{ name: 'lsp:cookieSettings', value }],
    })),
  };
}

export const NO_CONSENT = { cookies: [], origins: [] };
