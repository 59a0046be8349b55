import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Input,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { calendarEventInputSchema, saoPauloInstant, saoPauloTime } from '@app/shared';
import type { CalendarEvent, CalendarEventInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { StaffOnly } from '../../../components/staff/staff-only.tsx';
import { calendarEventQuery, deleteCalendarEvent, saveCalendarEvent } from '../calendar-api.ts';
import { CALENDAR_COUNTRIES, dayHeading } from '../calendar-view.ts';
import { Importance } from '../components/importance.tsx';
import { useCountryName } from './calendar-page.tsx';
import '../i18n/index.ts';

const RESOURCE = 'Calendário do Investidor';
const BACK = '/calendario-do-investidor';

/** `/calendario-do-investidor/:id`: staff who edit the calendar get the form; others the event. */
export function CalendarEventRoutePage() {
  const ability = useAbility<AppAbility>();
  return ability.can('update', RESOURCE) ? <CalendarEventFormPage /> : <CalendarEventView />;
}

function useEvent() {
  const { id } = useParams();
  const eventId = id ? Number(id) : null;
  const valid = eventId !== null && Number.isInteger(eventId) && eventId > 0;
  const event = useQuery({ ...calendarEventQuery(eventId ?? 0), enabled: valid });
  return { eventId, valid, event };
}

function NotFound({ error }: { error?: unknown }) {
  const { t } = useTranslation('calendar');
  return (
    <PageState
      icon={<IconCalendarEvent size={36} />}
      title={t('calendar.notFound')}
      text={
        error === undefined || (isApiError(error) && error.status === 404)
          ? t('calendar.notFoundText')
          : errorMessageOf(error)
      }
      action={{ to: BACK, label: t('calendar.backToCalendar') }}
    />
  );
}

function Back() {
  const { t } = useTranslation('calendar');
  return (
    <Anchor component={Link} to={BACK} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('calendar.backToCalendar')}
      </Group>
    </Anchor>
  );
}

/** One event as people read it. */
export function CalendarEventView() {
  const { t, i18n } = useTranslation('calendar');
  const countryName = useCountryName();
  const { valid, event } = useEvent();
  if (!valid) return <NotFound />;
  if (event.isError) return <NotFound error={event.error} />;
  if (event.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  const e = event.data;
  return (
    <Stack gap="lg" maw={760}>
      <Back />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {dayHeading(e.day, i18n.language)} ·{' '}
            {e.has_time ? saoPauloTime(e.starts_at) : t('calendar.allDay')}
          </Text>
          <Title order={1} size="h2">
            {e.title}
          </Title>
          <Group gap="sm">
            <Importance level={e.importance} size={20} />
            <Text size="sm">{t(`calendar.importanceLevel.${e.importance}`)}</Text>
          </Group>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {countryName(e.country)}
            </Badge>
            {e.assets.map((asset) => (
              <Badge key={asset} variant="outline">
                {asset}
              </Badge>
            ))}
          </Group>
          {e.description && <Text style={{ whiteSpace: 'pre-line' }}>{e.description}</Text>}
        </Stack>
      </Card>
    </Stack>
  );
}

interface EventFormValues {
  title: string;
  /** São Paulo day and time (`YYYY-MM-DD`, `HH:mm`; no time: a day-only event). */
  date: string;
  time: string;
  importance: string;
  country: string;
  assets: string[];
  description: string;
}

const FIELDS = ['title', 'date', 'time', 'importance', 'country', 'assets', 'description'] as const;

function toValues(event: CalendarEvent | undefined): EventFormValues {
  return {
    title: event?.title ?? '',
    date: event?.day ?? '',
    time: event?.has_time ? saoPauloTime(event.starts_at) : '',
    importance: String(event?.importance ?? 2),
    country: event?.country ?? 'BR',
    assets: event?.assets ?? [],
    description: event?.description ?? '',
  };
}

function toInput(values: EventFormValues): CalendarEventInput {
  const time = values.time.trim();
  return {
    title: values.title,
    starts_at: values.date ? saoPauloInstant(values.date, time || null) : '',
    has_time: time !== '',
    importance: Number(values.importance),
    country: values.country,
    assets: values.assets,
    description: values.description.trim() || null,
  };
}

/** Staff `/calendario-do-investidor/cadastro` and `/:id`. */
export function CalendarEventFormPage() {
  const { t } = useTranslation('calendar');
  const ability = useAbility<AppAbility>();
  const { eventId, valid, event } = useEvent();
  return (
    <StaffOnly
      allowed={ability.can(eventId === null ? 'create' : 'update', RESOURCE)}
      back={{ to: BACK, label: t('calendar.backToCalendar') }}
    >
      {eventId !== null && (!valid || event.isError) ? (
        <NotFound error={event.error ?? undefined} />
      ) : eventId !== null && event.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : (
        <EventForm event={event.data} />
      )}
    </StaffOnly>
  );
}

function EventForm({ event }: { event?: CalendarEvent }) {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const countryName = useCountryName();
  const form = useForm<EventFormValues>({ defaultValues: toValues(event) });
  const { reset } = form;
  useEffect(() => {
    if (event) reset(toValues(event));
  }, [event, reset]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const countries = [...new Set([...CALENDAR_COUNTRIES, 'GB', 'JP', 'DE', event?.country ?? 'BR'])];

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = calendarEventInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const field = key === 'starts_at' ? 'date' : key;
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field as (typeof FIELDS)[number], { message: issue.message });
      }
      return;
    }
    try {
      const saved = await saveCalendarEvent(event?.id ?? null, input);
      queryClient.setQueryData(calendarEventQuery(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['list-calendar-events'] });
      notifications.show({
        color: 'teal',
        message: event ? t('calendar.saved') : t('calendar.created'),
      });
      await navigate(`${BACK}?semana=${saved.day}`);
    } catch (error) {
      const message = applyServerErrors(error, [...FIELDS], form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!event) return;
    setDeleting(true);
    try {
      await deleteCalendarEvent(event.id);
      await queryClient.invalidateQueries({ queryKey: ['list-calendar-events'] });
      notifications.show({ color: 'teal', message: t('calendar.deleted') });
      await navigate(`${BACK}?semana=${event.day}`);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={4}>
          <Back />
          <Title order={1} size="h2">
            {event ? t('calendar.editEvent') : t('calendar.newEvent')}
          </Title>
        </Stack>
        {event && ability.can('delete', RESOURCE) && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirmDelete(true)}
          >
            {t('calendar.delete')}
          </Button>
        )}
      </Group>
      <Card
        withBorder
        radius="lg"
        padding="lg"
        component="form"
        onSubmit={(e) => void save(e)}
        noValidate
        aria-label={t('calendar.formLabel')}
      >
        <Grid>
          <Grid.Col span={12}>
            <TextInput
              label={t('calendar.titleField')}
              required
              error={errors.title?.message}
              {...form.register('title')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput
              label={t('calendar.date')}
              type="date"
              required
              error={errors.date?.message}
              {...form.register('date')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput
              label={t('calendar.time')}
              description={t('calendar.timeHint')}
              type="time"
              error={errors.time?.message}
              {...form.register('time')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Controller
              control={form.control}
              name="importance"
              render={({ field }) => (
                <Stack gap={4}>
                  <Input.Label id="event-importance-label" component="span">
                    {t('calendar.importance')}
                  </Input.Label>
                  <SegmentedControl
                    fullWidth
                    aria-labelledby="event-importance-label"
                    value={field.value}
                    onChange={field.onChange}
                    data={[1, 2, 3].map((level) => ({
                      value: String(level),
                      label: t(`calendar.importanceShort.${level}`),
                    }))}
                  />
                  {errors.importance?.message && (
                    <Text size="xs" c="red">
                      {errors.importance.message}
                    </Text>
                  )}
                </Stack>
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <Select
                  label={t('calendar.country')}
                  data={countries.map((code) => ({
                    value: code,
                    label: `${countryName(code)} (${code})`,
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'BR')}
                  allowDeselect={false}
                  searchable
                  error={errors.country?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Controller
              control={form.control}
              name="assets"
              render={({ field }) => (
                <TagsInput
                  label={t('calendar.assets')}
                  description={t('calendar.assetsHint')}
                  value={field.value}
                  onChange={(values) => field.onChange(values.map((v) => v.trim().toUpperCase()))}
                  maxTags={20}
                  clearable
                  error={errors.assets?.message ?? errors.assets?.[0]?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('calendar.description')}
              autosize
              minRows={3}
              error={errors.description?.message}
              {...form.register('description')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Group justify="flex-end">
              <Button variant="default" component={Link} to={BACK}>
                {t('calendar.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {event ? t('calendar.save') : t('calendar.create')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      </Card>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('calendar.delete')}
        centered
      >
        <Stack>
          <Text>{t('calendar.deleteConfirm', { title: event?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('calendar.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()} data-autofocus>
              {t('calendar.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
