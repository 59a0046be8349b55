import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { agendaTodayQuery } from '../api/hub-home-api.ts';
import { STAFF_AGENDA_PATH } from '../paths.ts';
import { HomeCard, stateOf } from './home-card.tsx';
import classes from './hub-home.module.css';
import '../i18n/index.ts';

const KIND_COLOR = { meeting: 'blue', personal: 'gray', customer: 'teal' } as const;

/** "Agenda de hoje": the person's São Paulo day from the staff agenda, by hour. */
export function AgendaCard() {
  const { t } = useTranslation('hubHome');
  const agenda = useQuery(agendaTodayQuery());
  const events = agenda.data?.data ?? [];
  return (
    <HomeCard
      title={t('hubHome.agenda.title')}
      icon={<IconCalendarEvent size={20} />}
      testId="hub-agenda"
      state={stateOf(agenda)}
      onRetry={() => void agenda.refetch()}
      empty={events.length === 0}
      emptyText={t('hubHome.agenda.empty')}
      action={
        <Button
          component={Link}
          to={STAFF_AGENDA_PATH}
          variant="subtle"
          size="compact-sm"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('hubHome.agenda.open')}
        </Button>
      }
    >
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {events.map((event) => (
          <Group key={event.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} className={classes.time}>
              {t('hubHome.agenda.hours', { start: event.start_time, end: event.end_time })}
            </Text>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`${STAFF_AGENDA_PATH}/${event.id}`}
                size="sm"
                fw={600}
                aria-label={t('hubHome.agenda.openEvent', { title: event.title })}
              >
                {event.title}
              </Anchor>
              <Group gap={6}>
                <Badge variant="light" size="xs" color={KIND_COLOR[event.kind]}>
                  {t(`hubHome.agenda.kind.${event.kind}`)}
                </Badge>
                {(event.location ?? event.video_url) && (
                  <Text size="xs" c="dimmed">
                    {event.location ?? t('hubHome.agenda.online')}
                  </Text>
                )}
              </Group>
            </Stack>
          </Group>
        ))}
      </Stack>
    </HomeCard>
  );
}
