/**
 * Cookie consent's constants and rules (spec sections 4 and 9). Kept apart from the privacy
 * contract, which builds zod schemas: the app shell reads these on every first paint.
 */

/** The optional categories of the banner's detailed view; `required` is always on. */
export const COOKIE_CATEGORIES = ['statistics', 'preferences', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export interface CookieSettings {
  required: true;
  statistics: boolean;
  preferences: boolean;
  marketing: boolean;
}

/**
 * The banner's version: raise it when the banner's categories or wording change materially, and
 * every browser is asked again (its stored choice names the version it answered).
 */
export const COOKIE_BANNER_VERSION = 1;
/** Spec section 9: the choice is kept about 365 days. */
export const COOKIE_CONSENT_DAYS = 365;

export const COOKIE_DECISIONS = ['accept', 'reject', 'custom'] as const;
export type CookieDecision = (typeof COOKIE_DECISIONS)[number];

/** Accept stores all four categories on, reject only the required one (spec section 4). */
export function settingsOf(decision: 'accept' | 'reject'): CookieSettings {
  const on = decision === 'accept';
  return { required: true, statistics: on, preferences: on, marketing: on };
}
