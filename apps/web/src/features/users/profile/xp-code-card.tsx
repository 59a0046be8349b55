import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { RedeemXpCodeResult } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { redeemXpCodeInputSchema } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';

/**
 * Liberta's "Código de cliente XP" on the profile: a signed-in person applies the access
 * released for their broker's client code (`POST /api/redeem-xp-code`), once.
 */
export function XpCodeCard() {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = redeemXpCodeInputSchema.safeParse({ xp_code: code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await apiRequest<RedeemXpCodeResult>('/api/redeem-xp-code', {
        method: 'POST',
        body: parsed.data,
      });
      notifications.show({ color: 'teal', message: data.message });
      setCode('');
      // What the person may see changed: every cached read of theirs is stale.
      await queryClient.invalidateQueries();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('profile.xpCodeTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('profile.xpCodeText')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('profile.xpCodeField')}
            inputMode="numeric"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error}
            w={{ base: '100%', sm: 260 }}
          />
          <Button type="submit" loading={busy} mt={{ base: 0, sm: 25 }}>
            {t('profile.xpCodeSubmit')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
