import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isCartPath } from '../features/preferences/preferences.ts';
import {
  clearOnUnloadWithoutConsent,
  consentVersion,
  cookieSettingsRequests,
  readConsent,
  subscribeConsent,
} from '../lib/consent/cookie-consent.ts';

const CookieConsent = lazy(async () => ({
  default: (await import('../features/privacy/components/cookie-consent.tsx')).CookieConsent,
}));

/**
 * Mounts the cookie consent (features/privacy) only when it has something to show — no choice
 * yet (the banner, except on /carrinho: spec section 2), or "Preferências de cookies" asked — so
 * a person who decided never downloads it. With no optional category accepted, the stored data
 * that is not strictly necessary goes when the page unloads (spec section 4).
 */
export function ConsentHost() {
  const { pathname } = useLocation();
  useSyncExternalStore(subscribeConsent, consentVersion);
  useEffect(() => clearOnUnloadWithoutConsent(), []);
  const undecided = readConsent() === null;
  const showBanner = undecided && !isCartPath(pathname);
  if (!showBanner && cookieSettingsRequests() === 0) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent showBanner={showBanner} />
    </Suspense>
  );
}
