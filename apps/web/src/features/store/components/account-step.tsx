import { Button, Stack, Text } from '@mantine/core';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { rememberTargetUrl } from '../../../lib/session/session-actions.ts';
import '../i18n/index.ts';

/**
 * Paying needs an account: the visitor signs up or logs in on the usual pages and comes back
 * here (the stored target url), where the API merges the visitor cart — products and coupon —
 * into the account's.
 */
export function AccountStep({ email }: { email: string }) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const go = (path: string) => {
    rememberTargetUrl('/carrinho');
    void navigate(path);
  };
  return (
    <Stack gap="sm" data-testid="account-step">
      <Text fw={700}>{t('checkout.account.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('checkout.account.text', { email })}
      </Text>
      <Button
        size="md"
        fullWidth
        leftSection={<IconUserPlus size={18} aria-hidden />}
        onClick={() => go('/criar-conta')}
      >
        {t('checkout.account.signUp')}
      </Button>
      <Button
        size="md"
        fullWidth
        variant="default"
        leftSection={<IconLogin size={18} aria-hidden />}
        onClick={() => go('/login')}
      >
        {t('checkout.account.login')}
      </Button>
    </Stack>
  );
}
