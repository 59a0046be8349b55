import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { IMPORTANCE_VALUES, calendarEventForm, saoPauloTime } from '@app/shared';
import type { CalendarEvent } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import {
  FormCard,
  RouteRecord,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
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
  return (
    <RouteRecord records={calendarEventRecords}>
      {(event) => <EventDetails event={event} />}
    </RouteRecord>
  );
}

function EventDetails({ event: e }: { event: CalendarEvent }) {
  const { t, i18n } = useTranslation('calendar');
  const countryName = useCountryName();
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
    <StaffFormPage staff={staff} maw={900} staffOnly>
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
  );
}
