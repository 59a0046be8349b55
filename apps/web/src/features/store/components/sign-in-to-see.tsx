import { Button, Card, Stack, Text } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { rememberTargetUrl } from '../../../lib/session/session-actions.ts';
import '../i18n/index.ts';

/** Orders are the buyer's: a visitor is asked to log in and comes back to `target`. */
export function SignInToSee({ target, text }: { target: string; text: string }) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  return (
    <Card withBorder radius="lg" padding="xl" maw={520} mx="auto" w="100%">
      <Stack gap="md" align="center" ta="center">
        <IconLock size={36} stroke={1.4} aria-hidden />
        <Text>{text}</Text>
        <Button
          onClick={() => {
            rememberTargetUrl(target);
            void navigate('/login');
          }}
        >
          {t('checkout.account.login')}
        </Button>
      </Stack>
    </Card>
  );
}
