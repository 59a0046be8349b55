import { isCompleteTracking, trackingFromSearch, UTM_FIELDS } from '@app/shared';
import type { TrackingData } from '@app/shared';

/**
 * Spec section 5: tracking cookies are session cookies, set only when source, medium and campaign
 * are all present in the landing URL.
 */
export function captureTracking(search: string, doc: Document = document): void {
  const data = trackingFromSearch(search);
  if (!isCompleteTracking(data)) return;
  for (const field of UTM_FIELDS) {
    const value = data[field];
    if (value) doc.cookie = `${field}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  }
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
