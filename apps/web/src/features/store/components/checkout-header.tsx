import '@mantine/core/styles/Alert.css';
import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import IconShoppingCartOff from '@tabler/icons-react/dist/esm/icons/IconShoppingCartOff.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import '../i18n/index.ts';

/** The checkout's title, "Compra segura", whom a visitor buys as, and a notice to close. */
export function CheckoutHeader({
  guestEmail = null,
  notice = null,
  onCloseNotice,
}: {
  guestEmail?: string | null;
  notice?: string | null;
  onCloseNotice?: () => void;
}) {
  const { t } = useTranslation('store');
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} size="h2">
            {t('checkout.title')}
          </Title>
          {guestEmail !== null && (
            <Text size="sm" c="dimmed">
              {t('checkout.guest.buyingAs', { email: guestEmail })}
            </Text>
          )}
        </div>
        <Group gap={6} c="dimmed">
          <IconShieldCheck size={18} aria-hidden />
          <Text size="sm">{t('checkout.secure')}</Text>
        </Group>
      </Group>
      {notice && (
        <Alert color="yellow" variant="light" onClose={onCloseNotice} withCloseButton>
          {notice}
        </Alert>
      )}
    </>
  );
}

export function EmptyCart({ storePath }: { storePath: string }) {
  const { t } = useTranslation('store');
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" w="100%" data-testid="cart-empty">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius={36} variant="light" aria-hidden>
          <IconShoppingCartOff size={36} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('checkout.empty.title')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('checkout.empty.text')}
        </Text>
        <Button component={Link} to={storePath} size="md">
          {t('checkout.empty.action')}
        </Button>
      </Stack>
    </Card>
  );
}
