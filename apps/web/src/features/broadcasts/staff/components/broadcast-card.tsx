import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Image.css';
import { AspectRatio, Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconMessages from '@tabler/icons-react/dist/esm/icons/IconMessages.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { BroadcastCard as Card_ } from '@app/shared';
import { useTranslation } from '../../../../i18n/react.tsx';
import { Link } from 'react-router';
import { BroadcastStatusBadge } from './broadcast-status.tsx';
import '../i18n/index.ts';

/** A room card of `/transmissoes/visualizar` and a programme's broadcasts: opens its live view. */
export function BroadcastCard({ card, to }: { card: Card_; to: string }) {
  const { t } = useTranslation('liveAdmin');
  const live = card.status === 'live';
  const label = t('rooms.enter', { title: card.title });
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component={Link}
      to={to}
      aria-label={label}
      data-testid="room-card"
      style={{
        textDecoration: 'none',
        color: 'inherit',
        borderColor: live ? 'var(--mantine-color-red-5)' : undefined,
      }}
    >
      <AspectRatio ratio={16 / 9} pos="relative">
        {card.thumbnail_url ? (
          <Image src={card.thumbnail_url} alt="" fit="cover" />
        ) : (
          <Box
            style={{
              background: live
                ? 'linear-gradient(135deg, var(--mantine-color-red-8), var(--mantine-color-dark-7))'
                : 'linear-gradient(135deg, var(--mantine-color-blue-8), var(--mantine-color-dark-7))',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <IconBroadcast size={48} color="rgba(255,255,255,0.7)" aria-hidden />
          </Box>
        )}
        {live && (
          <Badge
            color="red"
            variant="filled"
            pos="absolute"
            top={12}
            left={12}
            size="lg"
            leftSection={
              <Box
                component="span"
                w={8}
                h={8}
                bg="white"
                style={{ borderRadius: '50%', display: 'inline-block' }}
              />
            }
            data-testid="live-badge"
          >
            {t('rooms.badgeLive')}
          </Badge>
        )}
      </AspectRatio>
      <Stack gap={6} p="md">
        <Text fw={700} lineClamp={2}>
          {card.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {[card.program, card.category].filter(Boolean).join(' · ') || '\u00a0'}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500} c={live ? 'red' : undefined}>
            {live && card.started_at
              ? t('rooms.since', { time: formatDateTimeSaoPaulo(card.started_at, 'HH:mm') })
              : card.status === 'ended'
                ? formatDateTimeSaoPaulo(card.scheduled_start_at, 'DD/MM/YYYY HH:mm')
                : t('rooms.startsAt', {
                    date: formatDateTimeSaoPaulo(card.scheduled_start_at, 'DD/MM [às] HH:mm'),
                  })}
          </Text>
          <Group gap={6}>
            {card.chat_id !== null && (
              <IconMessages size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            )}
            {!live && <BroadcastStatusBadge status={card.status} />}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
