/** Spec section 3 "Tracking data" and section 7 (`user-trial-access`, sign-up): UTM fields. */
export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_influenciador',
  'utm_objetivo',
] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type TrackingData = Partial<Record<UtmField, string>>;

/** `utm_source` → `utm-source`: the request header that carries the field. */
export function utmHeaderName(field: UtmField): string {
  return field.replace('_', '-');
}

/** Tracking counts only when source, medium and campaign are all present (spec sections 5 and 7). */
export function isCompleteTracking(data: TrackingData): boolean {
  return Boolean(data.utm_source?.trim() && data.utm_medium?.trim() && data.utm_campaign?.trim());
}

/** The `utm-*` headers to send, or none at all when the tracking is incomplete. */
export function trackingHeaders(data: TrackingData): Record<string, string> {
  if (!isCompleteTracking(data)) return {};
  const headers: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = data[field]?.trim();
    if (value) headers[utmHeaderName(field)] = value.slice(0, 200);
  }
  return headers;
}

/** Reads the tracking data back from request headers (server side); incomplete → null. */
export function trackingFromHeaders(
  headers: Record<string, string | string[] | undefined>,
): TrackingData | null {
  const data: TrackingData = {};
  for (const field of UTM_FIELDS) {
    const raw = headers[utmHeaderName(field)];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value) data[field] = value.slice(0, 200);
  }
  return isCompleteTracking(data) ? data : null;
}

/** Reads UTM query parameters of a landing URL (browser side). */
export function trackingFromSearch(search: string): TrackingData {
  const params = new URLSearchParams(search);
  const data: TrackingData = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) data[field] = value.slice(0, 200);
  }
  return data;
}
