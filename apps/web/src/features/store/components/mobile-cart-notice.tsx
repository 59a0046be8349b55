import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/**
 * Spec section 2: on a mobile browser with cookies disabled the cart says it is being adjusted
 * for phones and suggests a computer for now.
 */
export function shouldShowMobileCartNotice(
  nav: Pick<Navigator, 'userAgent' | 'cookieEnabled'> = navigator,
): boolean {
  return nav.cookieEnabled === false && MOBILE.test(nav.userAgent);
}

export function MobileCartNotice() {
  const { t } = useTranslation('store');
  if (!shouldShowMobileCartNotice()) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconDeviceMobile size={20} aria-hidden />}
      data-testid="mobile-cart-notice"
    >
      {t('checkout.mobileNotice')}
    </Alert>
  );
}
