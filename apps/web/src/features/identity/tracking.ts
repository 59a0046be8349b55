import { isCompleteTracking, trackingFromSearch, UTM_FIELDS } from '@app/shared';
import type { TrackingData } from '@app/shared';
import { hasConsent, removeTrackingCookies } from '../../lib/consent/cookie-consent.ts';

/**
 * Spec section 5: tracking cookies are session cookies, set only when source, medium and campaign
 * are all present in the landing URL — and (SECURITY.md 19) only once the person accepted the
 * marketing category. Until then the landing's UTM data stays in this page's memory, so accepting
 * on the landing page still keeps it.
 */
let landing: TrackingData = {};

export function captureTracking(
  search: string,
  doc: Document = document,
  marketing: () => boolean = () => hasConsent('marketing'),
): void {
  const data = trackingFromSearch(search);
  if (isCompleteTracking(data)) landing = data;
  applyTrackingConsent(doc, marketing);
}

/** Writes the landing's UTM cookies when marketing is accepted, removes them when it is not. */
export function applyTrackingConsent(
  doc: Document = document,
  marketing: () => boolean = () => hasConsent('marketing'),
): void {
  if (!marketing()) {
    removeTrackingCookies(doc);
    return;
  }
  if (!isCompleteTracking(landing)) return;
  for (const field of UTM_FIELDS) {
    const value = landing[field];
    if (value) doc.cookie = `${field}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  }
}

/** Forgets the landing's data (tests). */
export function resetLandingTracking(): void {
  landing = {};
}

export function storedTracking(doc: Document = document): TrackingData {
  const data: TrackingData = {};
  for (const part of doc.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    const key = rawKey as (typeof UTM_FIELDS)[number];
    if ((UTM_FIELDS as readonly string[]).includes(key))
      data[key] = decodeURIComponent(rest.join('='));
  }
  return data;
}
