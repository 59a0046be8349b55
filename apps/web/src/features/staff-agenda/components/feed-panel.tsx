import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconKey from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
import { DEFAULT_DATE_TIME_FORMAT, formatDateTimeSaoPaulo } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ConfirmDeleteModal } from '../../../components/staff/confirm-delete.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { AGENDA_KEYS, feedQuery, rotateFeed } from '../api/agenda-api.ts';
import '../i18n/index.ts';

/**
 * The secret `.ics` link of the person's agenda: made on request and shown once (only its hash
 * is kept); making a new one ends the old one, after a confirmation.
 */
export function FeedPanel() {
  const { t } = useTranslation('staffAgenda');
  const client = useQueryClient();
  const feed = useQuery(feedQuery());
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: rotateFeed,
    onSuccess: (made) => {
      setConfirming(false);
      setUrl(made.url);
      client.setQueryData(AGENDA_KEYS.feed, { ...made, url: null });
      notifications.show({ color: 'teal', message: t('staffAgenda.feed.generated') });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  if (feed.isError) return <Alert color="red">{errorMessageOf(feed.error)}</Alert>;
  if (feed.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  const active = feed.data.active;
  return (
    <Card withBorder radius="md" padding="lg" maw={900}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('staffAgenda.feed.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staffAgenda.feed.intro')}
          </Text>
        </div>
        <Text size="sm">
          {active && feed.data.created_at
            ? t('staffAgenda.feed.since', {
                date: formatDateTimeSaoPaulo(feed.data.created_at, DEFAULT_DATE_TIME_FORMAT),
              })
            : t('staffAgenda.feed.none')}
        </Text>
        {url && (
          <Stack gap="xs">
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                label={t('staffAgenda.feed.url')}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1 }}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'default'}
                    color={copied ? 'teal' : undefined}
                    leftSection={<IconCopy size={16} aria-hidden />}
                    onClick={copy}
                  >
                    {copied ? t('staffAgenda.feed.copied') : t('staffAgenda.feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="orange">
              {t('staffAgenda.feed.secret')}
            </Text>
          </Stack>
        )}
        <Group>
          <Button
            leftSection={<IconKey size={16} aria-hidden />}
            variant={active ? 'default' : 'filled'}
            loading={rotate.isPending && !confirming}
            onClick={() => (active ? setConfirming(true) : rotate.mutate())}
          >
            {active ? t('staffAgenda.feed.rotate') : t('staffAgenda.feed.generate')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDeleteModal
        opened={confirming}
        busy={rotate.isPending}
        texts={{
          title: t('staffAgenda.feed.rotateTitle'),
          text: t('staffAgenda.feed.rotateText'),
          cancel: t('staffAgenda.feed.cancel'),
          confirm: t('staffAgenda.feed.confirmRotate'),
        }}
        onCancel={() => setConfirming(false)}
        onConfirm={() => rotate.mutate()}
      />
    </Card>
  );
}
