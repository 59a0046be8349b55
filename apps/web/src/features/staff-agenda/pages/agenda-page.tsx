import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconCalendarPlus from '@tabler/icons-react/dist/esm/icons/IconCalendarPlus.mjs';
import IconChevronLeft from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import { addDays, saoPauloDay } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { agendaQuery } from '../api/agenda-api.ts';
import type { AgendaView } from '../agenda-view.ts';
import { shownDay, weekDays } from '../agenda-view.ts';
import { AgendaGrid, dayHeading } from '../components/agenda-grid.tsx';
import { AvailabilityPanel } from '../components/availability-panel.tsx';
import { FeedPanel } from '../components/feed-panel.tsx';
import { AGENDA_NEW_PATH, AGENDA_RESOURCE } from '../paths.ts';
import '../i18n/index.ts';

type Tab = 'agenda' | 'availability' | 'feed';
const TAB_PARAMS: Record<Tab, string | null> = {
  agenda: null,
  availability: 'disponibilidade',
  feed: 'assinar',
};

/**
 * `/agenda-colaborador`: the person's agenda (week or day, São Paulo time; the day view on
 * phones), their customer hours and days off, and the secret calendar link. The address keeps
 * the tab, the day and the view (`?aba=…&dia=…&visao=dia`), so a link shares the same screen.
 */
export function AgendaPage() {
  const { t } = useTranslation('staffAgenda');
  const [params, setParams] = useSearchParams();
  const tab: Tab =
    (Object.entries(TAB_PARAMS).find(([, value]) => value === params.get('aba'))?.[0] as
      Tab | undefined) ?? 'agenda';
  const setTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    const param = TAB_PARAMS[(value ?? 'agenda') as Tab];
    if (param) next.set('aba', param);
    else next.delete('aba');
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('staffAgenda.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staffAgenda.subtitle')}
        </Text>
      </div>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="agenda">{t('staffAgenda.tabs.agenda')}</Tabs.Tab>
          <Tabs.Tab value="availability">{t('staffAgenda.tabs.availability')}</Tabs.Tab>
          <Tabs.Tab value="feed">{t('staffAgenda.tabs.feed')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="agenda">
          <AgendaTab />
        </Tabs.Panel>
        <Tabs.Panel value="availability">
          <AvailabilityPanel />
        </Tabs.Panel>
        <Tabs.Panel value="feed">
          <FeedPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function AgendaTab() {
  const { t, i18n } = useTranslation('staffAgenda');
  const ability = useAbility();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const day = shownDay(params.get('dia'));
  const asked = params.get('visao');
  const view: AgendaView = asked === 'dia' || (asked !== 'semana' && phone) ? 'day' : 'week';
  const days = view === 'week' ? weekDays(day) : [day];
  const from = days[0]!;
  const to = days.at(-1)!;
  const agenda = useQuery(agendaQuery(from, to));
  const step = view === 'week' ? 7 : 1;

  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value === null) next.delete(key);
      else next.set(key, value);
    setParams(next, { replace: true });
  };
  const today = saoPauloDay(new Date());
  const label =
    view === 'week'
      ? t('staffAgenda.view.weekOf', {
          from: dayHeading(from, i18n.language),
          to: dayHeading(to, i18n.language),
        })
      : dayHeading(day, i18n.language, 'long');
  const events = agenda.data?.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(
              view === 'week' ? 'staffAgenda.view.previousWeek' : 'staffAgenda.view.previousDay',
            )}
            onClick={() => go({ dia: addDays(day, -step) })}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => go({ dia: null })} disabled={day === today}>
            {t('staffAgenda.view.today')}
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t(
              view === 'week' ? 'staffAgenda.view.nextWeek' : 'staffAgenda.view.nextDay',
            )}
            onClick={() => go({ dia: addDays(day, step) })}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <TextInput
            type="date"
            aria-label={t('staffAgenda.view.pickDay')}
            value={day}
            onChange={(e) => e.currentTarget.value && go({ dia: e.currentTarget.value })}
            w={160}
          />
        </Group>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('staffAgenda.view.label')}
            value={view}
            onChange={(value) => go({ visao: value === 'day' ? 'dia' : 'semana' })}
            data={[
              { value: 'week', label: t('staffAgenda.view.week') },
              { value: 'day', label: t('staffAgenda.view.day') },
            ]}
          />
          {ability.can('create', AGENDA_RESOURCE) && (
            <Button
              component={Link}
              to={`${AGENDA_NEW_PATH}?dia=${day}`}
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
            >
              {t('staffAgenda.view.newEvent')}
            </Button>
          )}
        </Group>
      </Group>
      <Title order={2} size="h4" aria-live="polite">
        {label}
      </Title>
      {agenda.isError ? (
        <Alert color="red" title={t('staffAgenda.view.loadError')}>
          <Button variant="light" color="red" onClick={() => void agenda.refetch()}>
            {t('staffAgenda.view.retry')}
          </Button>
        </Alert>
      ) : agenda.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : (
        <>
          {!events.some((e) => days.includes(e.day)) && (
            <Text c="dimmed" size="sm">
              {t(view === 'week' ? 'staffAgenda.view.emptyWeek' : 'staffAgenda.view.emptyDay')}
            </Text>
          )}
          <div style={{ overflowX: 'auto' }}>
            <div style={{ minWidth: view === 'week' ? 760 : undefined }}>
              <AgendaGrid days={days} events={events} viewerId={user?.id} />
            </div>
          </div>
        </>
      )}
    </Stack>
  );
}
