import { describe, expect, it } from 'vitest';
import { shouldShowMobileCartNotice } from './mobile-cart-notice.tsx';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe('the mobile cart notice (spec section 2)', () => {
  it('shows only on a mobile browser with cookies disabled', () => {
    expect(shouldShowMobileCartNotice({ userAgent: IPHONE, cookieEnabled: false })).toBe(true);
    expect(shouldShowMobileCartNotice({ userAgent: ANDROID, cookieEnabled: false })).toBe(true);
    expect(shouldShowMobileCartNotice({ userAgent: IPHONE, cookieEnabled: true })).toBe(false);
    expect(shouldShowMobileCartNotice({ userAgent: DESKTOP, cookieEnabled: false })).toBe(false);
  });
});
