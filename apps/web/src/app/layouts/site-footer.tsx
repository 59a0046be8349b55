import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { openCookieSettings } from '../../lib/consent/cookie-consent.ts';
import { useBrand } from '../brands/brand-context.tsx';

/**
 * The footer of both layouts: the help centre, the policy page and the cookie choice, reachable
 * at any time.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Group component="footer" justify="center" gap="md" pb="md" px="md" wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('app.footer', { year: new Date().getFullYear(), brand: brand.name })}
      </Text>
      <Anchor component={Link} to="/central-de-ajuda" size="xs">
        {t('app.helpCentreLink')}
      </Anchor>
      <Anchor component={Link} to="/politica-de-privacidade" size="xs">
        {t('app.privacyPolicyLink')}
      </Anchor>
      <Anchor component="button" type="button" size="xs" onClick={openCookieSettings}>
        {t('app.cookieSettingsLink')}
      </Anchor>
    </Group>
  );
}
