import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Card, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconMessageOff from '@tabler/icons-react/dist/esm/icons/IconMessageOff.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { Broadcast } from '@app/shared';
import { useAbility } from '../../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { PageState } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../../lib/api-client/query-client.ts';
import { FormPageHeader } from '../../../../components/staff/form-page-header.tsx';
import { useSlot } from '../../../../components/slots/slots.tsx';
import { LessonVideo } from '../../../../components/media/lesson-video.tsx';
import { BroadcastControls } from '../components/broadcast-controls.tsx';
import { BroadcastStatusBadge } from '../components/broadcast-status.tsx';
import { broadcastQuery } from '../live-admin-api.ts';
import '../i18n/index.ts';

const noop = () => undefined;
const when = (iso: string | null, pattern = 'DD/MM/YYYY HH:mm') =>
  formatDateTimeSaoPaulo(iso, pattern) ?? '';

/** Staff `/transmissoes/show/:cardId`: the player, its status and controls, and the moderated chat. */
export function LiveViewPage() {
  const { t } = useTranslation('liveAdmin');
  const { cardId } = useParams();
  const id = Number(cardId);
  const valid = Number.isInteger(id) && id > 0;
  const broadcast = useQuery({
    ...broadcastQuery(valid ? id : 0),
    enabled: valid,
    // A broadcast started or ended elsewhere shows up here.
    refetchInterval: 20_000,
  });
  if (!valid || broadcast.isError)
    return (
      <PageState
        icon={<IconBroadcast size={36} />}
        title={t('form.notFoundTitle')}
        text={
          broadcast.isError && !(isApiError(broadcast.error) && broadcast.error.status === 404)
            ? errorMessageOf(broadcast.error)
            : t('form.notFoundText')
        }
        action={{ to: '/transmissoes/visualizar', label: t('liveView.back') }}
      />
    );
  if (broadcast.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  return <LiveView broadcast={broadcast.data} />;
}

function LiveView({ broadcast }: { broadcast: Broadcast }) {
  const ChatPanel = useSlot('ChatPanel');
  const ModerationPanel = useSlot('ModerationPanel');
  const { t } = useTranslation('liveAdmin');
  const ability = useAbility();
  const desktop = useMediaQuery('(min-width: 62em)');
  const recording = broadcast.status === 'ended' && broadcast.recording_url;
  const videoUrl = recording ? broadcast.recording_url! : broadcast.video_url;
  const statusLine =
    broadcast.status === 'live'
      ? t('control.liveSince', { time: when(broadcast.started_at, 'HH:mm') })
      : broadcast.status === 'ended'
        ? t('control.endedAt', { date: when(broadcast.ended_at) })
        : t('liveView.scheduled', {
            start: when(broadcast.scheduled_start_at),
            end: when(broadcast.scheduled_end_at, 'HH:mm'),
          });

  return (
    <Stack gap="lg">
      <FormPageHeader
        backTo="/transmissoes/visualizar"
        backLabel={t('liveView.back')}
        fitBackLink
        align="end"
        title={broadcast.title}
        titleAside={<BroadcastStatusBadge status={broadcast.status} />}
        actions={
          <Group gap="xs">
            {ability.can('update', 'Transmissões') && (
              <Button
                variant="default"
                component={Link}
                to={`/transmissoes/editar/${broadcast.id}`}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('liveView.edit')}
              </Button>
            )}
            <BroadcastControls broadcast={broadcast} />
          </Group>
        }
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <section
              aria-label={recording ? t('liveView.playingRecording') : t('liveView.playing')}
            >
              <LessonVideo
                lessonId={broadcast.id}
                videoUrl={videoUrl}
                title={broadcast.title}
                startSeconds={0}
                onTime={noop}
                onPause={noop}
                onEnded={noop}
              />
            </section>
            <Card withBorder radius="lg" padding="md">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} c={broadcast.status === 'live' ? 'red' : undefined}>
                  {statusLine}
                </Text>
                <Text size="sm" c="dimmed">
                  {[broadcast.program, broadcast.category, broadcast.chat]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Group>
            </Card>
            {desktop !== false && broadcast.chat_id !== null && (
              <ModerationPanel chatId={broadcast.chat_id} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {broadcast.chat_id === null ? (
            <Alert color="gray" icon={<IconMessageOff size={18} aria-hidden />}>
              {t('liveView.noChat')}
            </Alert>
          ) : (
            <Card
              radius="lg"
              padding={0}
              style={desktop ? { position: 'sticky', top: 80 } : undefined}
            >
              <ChatPanel
                chatId={broadcast.chat_id}
                mode="live"
                staffView
                title={t('liveView.chatTitle')}
                height={desktop ? 'calc(100vh - 160px)' : 520}
              />
            </Card>
          )}
        </Grid.Col>
        {desktop === false && broadcast.chat_id !== null && (
          <Grid.Col span={12}>
            <ModerationPanel chatId={broadcast.chat_id} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
