import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyGuestUser, isLoggedIn } from '../../../lib/session/session.ts';
import { refreshSession } from '../../../lib/session/session-actions.ts';
import { captureTracking } from '../tracking.ts';

/**
 * Spec section 4, once per page load: keep complete UTM data as session cookies; when signed in
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
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    captureTracking(location.search);
    if (location.pathname === '/login' || !isLoggedIn()) return;
    void refreshSession().then((target) => {
      if (target && target !== location.pathname) void navigate(target, { replace: true });
    });
  }, [location, navigate]);
  return null;
}
