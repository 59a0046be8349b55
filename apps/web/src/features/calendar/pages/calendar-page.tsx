import '@mantine/core/styles/Chip.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import IconChevronLeft from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { addDays, saoPauloDay, saoPauloTime } from '@app/shared';
import type { CalendarEvent } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { calendarQuery, icsUrl } from '../calendar-api.ts';
import type { CalendarFilters } from '../calendar-api.ts';
import {
  CALENDAR_COUNTRIES,
  dayHeading,
  groupByDay,
  parseCountries,
  parseImportance,
  shortDay,
  shownWeek,
} from '../calendar-view.ts';
import { Importance } from '../components/importance.tsx';
import '../i18n/index.ts';

const RESOURCE = 'Calendário do Investidor';

/** The country's name in the reader's language (`BR` → "Brasil"). */
export function useCountryName() {
  const { i18n } = useTranslation('calendar');
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [i18n.language]);
}

/**
 * `/calendario-do-investidor`: the week's economic events by São Paulo day, with importance,
 * country and assets; filters live in the address so a link shares the same view.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const ability = useAbility();
  const countryName = useCountryName();
  const [params, setParams] = useSearchParams();
  const monday = shownWeek(params.get('semana'));
  const importance = parseImportance(params.get('importancia'));
  const countries = parseCountries(params.get('pais'));
  const [search, setSearch] = useState(params.get('busca') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const filters: CalendarFilters = {
    from: monday,
    to: addDays(monday, 6),
    importance,
    country: countries,
    search: debounced,
  };
  const events = useQuery(calendarQuery(filters));
  const today = saoPauloDay(new Date());
  const thisWeek = shownWeek(null);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );
  // Only the debounced text writes the address (so typing does not flood the history).
  const searched = params.get('busca') ?? '';
  useEffect(() => {
    if (searched !== debounced)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (debounced) next.set('busca', debounced);
          else next.delete('busca');
          return next;
        },
        { replace: true },
      );
  }, [debounced, searched, setParams]);

  const groups = groupByDay(events.data?.data ?? []);
  const range = t('calendar.weekRange', {
    from: shortDay(filters.from),
    to: shortDay(filters.to, true),
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={1}>{t('calendar.title')}</Title>
          <Text c="dimmed">{t('calendar.intro')}</Text>
        </div>
        <Group gap="xs">
          <Button
            component="a"
            href={icsUrl(filters)}
            download="calendario-do-investidor.ics"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('calendar.exportIcs')}
          </Button>
          {ability.can('create', RESOURCE) && (
            <Button
              component={Link}
              to="/calendario-do-investidor/cadastro"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('calendar.newEvent')}
            </Button>
          )}
        </Group>
      </Group>

      <Card withBorder radius="lg" padding="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="default"
                size="sm"
                px="xs"
                onClick={() => update({ semana: addDays(monday, -7) })}
                aria-label={t('calendar.previousWeek')}
              >
                <IconChevronLeft size={18} aria-hidden />
              </Button>
              <Text fw={700} aria-live="polite" data-testid="calendar-range" miw={150} ta="center">
                {range}
              </Text>
              <Button
                variant="default"
                size="sm"
                px="xs"
                onClick={() => update({ semana: addDays(monday, 7) })}
                aria-label={t('calendar.nextWeek')}
              >
                <IconChevronRight size={18} aria-hidden />
              </Button>
              {monday !== thisWeek && (
                <Button variant="subtle" size="sm" onClick={() => update({ semana: null })}>
                  {t('calendar.thisWeek')}
                </Button>
              )}
            </Group>
            <TextInput
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              aria-label={t('calendar.search')}
              placeholder={t('calendar.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              w={{ base: '100%', sm: 280 }}
            />
          </Group>
          <Group gap="lg" wrap="wrap" align="flex-start">
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" size="sm" fw={600} mb={6}>
                {t('calendar.importance')}
              </Text>
              <Chip.Group
                multiple
                value={importance.map(String)}
                onChange={(values) => update({ importancia: values.sort().join(',') || null })}
              >
                <Group gap="xs">
                  {[3, 2, 1].map((level) => (
                    <Chip key={level} value={String(level)} variant="outline" size="sm">
                      <Group gap={6} wrap="nowrap" component="span">
                        <Importance level={level} size={12} />
                        <span aria-hidden>{t(`calendar.importanceShort.${level}`)}</span>
                      </Group>
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </fieldset>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" size="sm" fw={600} mb={6}>
                {t('calendar.country')}
              </Text>
              <Chip.Group
                multiple
                value={countries}
                onChange={(values) => update({ pais: values.join(',') || null })}
              >
                <Group gap="xs">
                  {CALENDAR_COUNTRIES.map((code) => (
                    <Chip key={code} value={code} variant="outline" size="sm">
                      {countryName(code)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </fieldset>
          </Group>
        </Stack>
      </Card>

      {events.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : events.isError ? (
        <Text c="red" role="alert">
          {t('calendar.loadError')}
        </Text>
      ) : groups.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" data-testid="calendar-empty">
          <Stack align="center" gap="xs">
            <IconCalendarEvent size={32} aria-hidden />
            <Text fw={600}>{t('calendar.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('calendar.emptyHint')}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="lg" style={{ opacity: events.isPlaceholderData ? 0.6 : 1 }}>
          {groups.map(([day, list]) => (
            <section key={day} aria-labelledby={`day-${day}`} data-testid="calendar-day">
              <Group gap="xs" mb="xs">
                <Title order={2} size="h4" id={`day-${day}`}>
                  {dayHeading(day, i18n.language)}
                </Title>
                {day === today && (
                  <Badge size="sm" variant="filled">
                    {t('calendar.today')}
                  </Badge>
                )}
              </Group>
              <Card withBorder radius="lg" padding={0}>
                <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {list.map((event, index) => (
                    <EventRow
                      key={event.id}
                      event={event}
                      first={index === 0}
                      canEdit={ability.can('update', RESOURCE)}
                      countryName={countryName}
                    />
                  ))}
                </Stack>
              </Card>
            </section>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function EventRow({
  event,
  first,
  canEdit,
  countryName,
}: {
  event: CalendarEvent;
  first: boolean;
  canEdit: boolean;
  countryName: (code: string) => string;
}) {
  const { t } = useTranslation('calendar');
  return (
    <li
      data-testid="calendar-event"
      data-importance={event.importance}
      style={{
        padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
        borderTop: first
          ? undefined
          : '1px solid var(--app-border, var(--mantine-color-default-border))',
        borderLeft: `4px solid ${['', 'var(--mantine-color-yellow-6)', 'var(--mantine-color-orange-6)', 'var(--mantine-color-red-6)'][event.importance] ?? 'transparent'}`,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Text
          fw={700}
          w={64}
          size="sm"
          style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {event.has_time ? saoPauloTime(event.starts_at) : t('calendar.allDay')}
        </Text>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600}>
              {canEdit ? (
                <Anchor component={Link} to={`/calendario-do-investidor/${event.id}`} c="inherit">
                  {event.title}
                </Anchor>
              ) : (
                event.title
              )}
            </Text>
            <Importance level={event.importance} />
          </Group>
          {event.description && (
            <Text size="sm" c="dimmed">
              {event.description}
            </Text>
          )}
          <Group gap={6}>
            <Badge size="sm" variant="light" color="gray" title={countryName(event.country)}>
              {event.country}
            </Badge>
            {event.assets.map((asset) => (
              <Badge key={asset} size="sm" variant="outline">
                {asset}
              </Badge>
            ))}
            {canEdit && (
              <Button
                component={Link}
                to={`/calendario-do-investidor/${event.id}`}
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPencil size={12} aria-hidden />}
                aria-label={`${t('calendar.edit')}: ${event.title}`}
                ml="auto"
              >
                {t('calendar.edit')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </li>
  );
}
