import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import { IMPORTANCE_VALUES, calendarEventForm, saoPauloTime } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { FormPageLoader, RecordMissing } from '../../../components/staff/form-page.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { StaffOnly } from '../../../components/staff/staff-only.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { calendarEventRecords } from '../calendar-api.ts';
import { CALENDAR_COUNTRIES, dayHeading } from '../calendar-view.ts';
import { Importance } from '../components/importance.tsx';
import { useCountryName } from './calendar-page.tsx';
import '../i18n/index.ts';

const RESOURCE = 'Calendário do Investidor';
const BACK = '/calendario-do-investidor';

/** `/calendario-do-investidor/:id`: staff who edit the calendar get the form; others the event. */
export function CalendarEventRoutePage() {
  const ability = useAbility();
  return ability.can('update', RESOURCE) ? <CalendarEventFormPage /> : <CalendarEventView />;
}

function useEvent() {
  const { id } = useParams();
  const eventId = id ? Number(id) : null;
  const valid = eventId !== null && Number.isInteger(eventId) && eventId > 0;
  const event = useQuery({ ...calendarEventRecords.load(eventId ?? 0), enabled: valid });
  return { eventId, valid, event };
}

function NotFound({ error }: { error?: unknown }) {
  const { t } = useTranslation('calendar');
  return (
    <RecordMissing
      error={error}
      icon={<IconCalendarEvent size={36} />}
      title={t('calendar.notFound')}
      text={t('calendar.notFoundText')}
      back={{ to: BACK, label: t('calendar.backToCalendar') }}
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
  if (event.isPending) return <FormPageLoader />;
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

/** Staff `/calendario-do-investidor/cadastro` and `/:id`. */
export function CalendarEventFormPage() {
  const { t } = useTranslation('calendar');
  const countryName = useCountryName();
  const staff = useStaffForm({
    form: calendarEventForm,
    records: calendarEventRecords,
    afterSave: (saved) => `${BACK}?semana=${saved.day}`,
    afterDelete: (event) => `${BACK}?semana=${event.day}`,
    subject: RESOURCE,
  });
  const event = staff.record;
  const { TextField, TextAreaField, SelectField, TagsField, SegmentedField } = staff.fields;
  const countries = [...new Set([...CALENDAR_COUNTRIES, 'GB', 'JP', 'DE', event?.country ?? 'BR'])];
  return (
    <StaffOnly allowed={staff.canSave} back={{ to: BACK, label: staff.text('back') }}>
      <StaffFormPage
        staff={staff}
        icon={<IconCalendarEvent size={36} />}
        maw={900}
        title={event ? t('calendar.editEvent') : undefined}
      >
        <FormCard actions label={t('calendar.formLabel')}>
          <TextField name="title" label="titleField" span="full" />
          <TextField name="starts_at" label="date" type="date" span="quarter" />
          <TextField name="time" hint type="time" span="quarter" />
          <SegmentedField
            name="importance"
            data={IMPORTANCE_VALUES.map((level) => ({
              value: String(level),
              label: t(`calendar.importanceShort.${level}`),
            }))}
            span="half"
          />
          <SelectField
            name="country"
            data={countries.map((code) => ({
              value: code,
              label: `${countryName(code)} (${code})`,
            }))}
            allowDeselect={false}
            searchable
            span={{ base: 12, md: 4 }}
          />
          <TagsField
            name="assets"
            hint
            format={(asset) => asset.trim().toUpperCase()}
            maxTags={20}
            clearable
            span="twoThirds"
          />
          <TextAreaField name="description" span="full" />
        </FormCard>
      </StaffFormPage>
    </StaffOnly>
  );
}
