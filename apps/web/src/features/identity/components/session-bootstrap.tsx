import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyGuestUser, isLoggedIn } from '../../../lib/session/session.ts';
import { refreshSession } from '../../../lib/session/session-actions.ts';
import { subscribeConsent } from '../../../lib/consent/cookie-consent.ts';
import { applyTrackingConsent, captureTracking } from '../tracking.ts';

/**
 * Spec section 4, once per page load: keep complete UTM data as session cookies (once marketing
 * cookies are accepted: a later choice writes or removes them); when signed in
 * (and not on /login), refresh the user without forcing a logout, then go to the stored target.
 */
export function SessionBootstrap() {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  // On every navigation: a visitor reaching a guest page gets the placeholder guest user.
  useEffect(() => {
    applyGuestUser(location.pathname);
  }, [location.pathname]);
  useEffect(() => subscribeConsent(() => applyTrackingConsent()), []);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    captureTracking(location.search);
    // The token page signs in with its own token: a refresh there would send that token and
    // store its person's data under the stored session.
    if (location.pathname === '/login' || location.pathname.startsWith('/token/') || !isLoggedIn())
      return;
    void refreshSession().then((target) => {
      if (target && target !== location.pathname) void navigate(target, { replace: true });
    });
  }, [location, navigate]);
  return null;
}
