import '@mantine/core/styles/Combobox.css';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { availabilityExceptionInputSchema, availabilityInputSchema } from '@app/shared';
import type { AvailabilityWindow } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import {
  AGENDA_KEYS,
  addDayOff,
  availabilityQuery,
  removeDayOff,
  saveAvailability,
} from '../api/agenda-api.ts';
import { dayHeading } from './agenda-grid.tsx';
import '../i18n/index.ts';

const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90, 120];
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '0'] as const;

/** The field errors of the shared contract (or of the API), by `windows.<i>.<field>`. */
type Errors = Record<string, string>;

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/**
 * The customer hours: weekly windows (weekday, from, to, slot length), checked with the shared
 * contract before saving, and the days off, added and removed one by one.
 */
export function AvailabilityPanel() {
  const { t } = useTranslation('staffAgenda');
  const client = useQueryClient();
  const availability = useQuery(availabilityQuery());
  const [windows, setWindows] = useState<AvailabilityWindow[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (availability.data) setWindows(availability.data.windows);
  }, [availability.data]);

  const save = useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => {
      client.setQueryData(AGENDA_KEYS.availability, saved);
      notifications.show({ color: 'teal', message: t('staffAgenda.availability.saved') });
    },
    onError: (error) => {
      const body = isApiError(error) ? (error.body as { error?: unknown } | undefined) : undefined;
      if (body?.error && typeof body.error === 'object' && !Array.isArray(body.error))
        setErrors(
          Object.fromEntries(
            Object.entries(body.error as Record<string, string[]>).map(([k, v]) => [k, v[0] ?? '']),
          ),
        );
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    },
  });

  const change = (index: number, patch: Partial<AvailabilityWindow>) =>
    setWindows((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const submit = () => {
    const checked = availabilityInputSchema.safeParse({ windows });
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    save.mutate({ windows });
  };

  if (availability.isError) return <Alert color="red">{errorMessageOf(availability.error)}</Alert>;
  if (availability.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );

  const weekdayName = (weekday: number) =>
    t(`staffAgenda.availability.weekdays.${String(weekday) as (typeof WEEKDAYS)[number]}`);
  return (
    <Stack gap="lg" maw={900}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('staffAgenda.availability.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('staffAgenda.availability.intro')}
            </Text>
          </div>
          {windows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('staffAgenda.availability.empty')}
            </Text>
          )}
          {windows.map((window, index) => {
            const error = (field: string) => errors[`windows.${index}.${field}`];
            return (
              <Group
                key={index}
                align="flex-start"
                gap="sm"
                wrap="wrap"
                data-testid="availability-window"
              >
                <Select
                  label={t('staffAgenda.availability.weekday')}
                  data={WEEKDAYS.map((d) => ({ value: d, label: weekdayName(Number(d)) }))}
                  value={String(window.weekday)}
                  onChange={(value) => value && change(index, { weekday: Number(value) })}
                  allowDeselect={false}
                  error={error('weekday')}
                  w={{ base: '100%', xs: 180 }}
                />
                <TextInput
                  type="time"
                  label={t('staffAgenda.availability.start_time')}
                  value={window.start_time}
                  onChange={(e) => change(index, { start_time: e.currentTarget.value })}
                  error={error('start_time')}
                  w={130}
                />
                <TextInput
                  type="time"
                  label={t('staffAgenda.availability.end_time')}
                  value={window.end_time === '24:00' ? '23:59' : window.end_time}
                  onChange={(e) => change(index, { end_time: e.currentTarget.value })}
                  error={error('end_time')}
                  w={130}
                />
                <Select
                  label={t('staffAgenda.availability.slot_minutes')}
                  data={SLOT_LENGTHS.map((m) => ({
                    value: String(m),
                    label: t('staffAgenda.availability.minutes', { count: m }),
                  }))}
                  value={String(window.slot_minutes)}
                  onChange={(value) => value && change(index, { slot_minutes: Number(value) })}
                  allowDeselect={false}
                  error={error('slot_minutes')}
                  w={{ base: '100%', xs: 190 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={{ base: 0, xs: 26 }}
                  aria-label={t('staffAgenda.availability.remove', {
                    weekday: weekdayName(window.weekday),
                    start: window.start_time,
                    end: window.end_time,
                  })}
                  onClick={() => setWindows((rows) => rows.filter((_, i) => i !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          {errors.windows && (
            <Text c="red" size="sm">
              {errors.windows}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() =>
                setWindows((rows) => [
                  ...rows,
                  { weekday: 1, start_time: '09:00', end_time: '12:00', slot_minutes: 30 },
                ])
              }
            >
              {t('staffAgenda.availability.add')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('staffAgenda.availability.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <DaysOff days={availability.data.exceptions} />
    </Stack>
  );
}

function DaysOff({ days }: { days: { id: number; day: string; reason: string | null }[] }) {
  const { t, i18n } = useTranslation('staffAgenda');
  const client = useQueryClient();
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = () => client.invalidateQueries({ queryKey: AGENDA_KEYS.availability });
  const add = useMutation({
    mutationFn: addDayOff,
    onSuccess: async () => {
      setDay('');
      setReason('');
      await refresh();
      notifications.show({ color: 'teal', message: t('staffAgenda.availability.dayOffAdded') });
    },
    onError: (e) => setError(errorMessageOf(e)),
  });
  const remove = useMutation({
    mutationFn: removeDayOff,
    onSuccess: async () => {
      await refresh();
      notifications.show({ color: 'teal', message: t('staffAgenda.availability.dayOffRemoved') });
    },
    onError: (e) => notifications.show({ color: 'red', message: errorMessageOf(e) }),
  });
  const submit = () => {
    const checked = availabilityExceptionInputSchema.safeParse({ day, reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate({ day, reason });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('staffAgenda.availability.daysOffTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staffAgenda.availability.daysOffIntro')}
          </Text>
        </div>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('staffAgenda.availability.dayOff')}
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
            error={error}
            w={180}
          />
          <TextInput
            label={t('staffAgenda.availability.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={200}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button mt={{ base: 0, xs: 26 }} onClick={submit} loading={add.isPending}>
            {t('staffAgenda.availability.addDayOff')}
          </Button>
        </Group>
        {days.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('staffAgenda.availability.noDaysOff')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {days.map((d) => (
              <Group key={d.id} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  <strong>{dayHeading(d.day, i18n.language, 'long')}</strong>
                  {d.reason ? ` — ${d.reason}` : ''}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('staffAgenda.availability.removeDayOff', {
                    day: dayHeading(d.day, i18n.language, 'long'),
                  })}
                  onClick={() => remove.mutate(d.id)}
                  loading={remove.isPending && remove.variables === d.id}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
