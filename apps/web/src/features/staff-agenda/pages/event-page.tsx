import '@mantine/core/styles/Grid.css';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconVideo from '@tabler/icons-react/dist/esm/icons/IconVideo.mjs';
import { STAFF_AGENDA_KIND_VALUES, saoPauloDay, staffAgendaEventForm } from '@app/shared';
import type { StaffAgendaEvent } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/staff/confirm-delete.tsx';
import {
  FormCard,
  RouteRecord,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import {
  AGENDA_KEYS,
  agendaEventRecords,
  customerPeopleQuery,
  staffPeopleQuery,
} from '../api/agenda-api.ts';
import { KIND_COLORS, dayHeading } from '../components/agenda-grid.tsx';
import { AGENDA_PATH } from '../paths.ts';
import '../i18n/index.ts';

const weekOf = (event: StaffAgendaEvent) => `${AGENDA_PATH}?dia=${event.day}`;

/**
 * `/agenda-colaborador/cadastro` and `/agenda-colaborador/:id`: the owner edits the event; an
 * invited colleague reads it; a customer's booking is read and can only be cancelled (the
 * customer is told by e-mail).
 */
export function EventRoutePage() {
  const { id } = useParams();
  if (id === undefined) return <EventFormPage />;
  return (
    <RouteRecord records={agendaEventRecords}>
      {(event) =>
        event.editable && !event.booked_by_customer ? (
          <EventFormPage />
        ) : (
          <EventView event={event} />
        )
      }
    </RouteRecord>
  );
}

/** An event the person may not edit: an invitation, or a customer's booking. */
function EventView({ event }: { event: StaffAgendaEvent }) {
  const { t, i18n } = useTranslation('staffAgenda');
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => agendaEventRecords.remove(event.id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: AGENDA_KEYS.events });
      await client.invalidateQueries({ queryKey: agendaEventRecords.load(event.id).queryKey });
      notifications.show({ color: 'teal', message: t('staffAgenda.event.bookingCancelled') });
      await navigate(weekOf(event));
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const owner = event.owner.id === user?.id;
  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={weekOf(event)} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('staffAgenda.event.back')}
        </Group>
      </Anchor>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color={KIND_COLORS[event.kind]}>
              {t(`staffAgenda.kinds.${event.kind}`)}
            </Badge>
            {event.cancelled_at && (
              <Badge color="red" variant="light">
                {t('staffAgenda.view.cancelled')}
              </Badge>
            )}
          </Group>
          <Title order={1} size="h2">
            {event.title}
          </Title>
          <Field label={t('staffAgenda.event.when')}>
            {dayHeading(event.day, i18n.language, 'long')}, {event.start_time}–{event.end_time}
          </Field>
          {event.location && <Field label={t('staffAgenda.event.where')}>{event.location}</Field>}
          {event.customer && (
            <Field label={t('staffAgenda.event.customer')}>{event.customer.name}</Field>
          )}
          <Field label={t('staffAgenda.event.owner')}>{event.owner.name}</Field>
          {event.attendees.length > 0 && (
            <Field label={t('staffAgenda.event.attendees')}>
              {event.attendees.map((a) => a.name).join(', ')}
            </Field>
          )}
          {event.notes && <Text style={{ whiteSpace: 'pre-line' }}>{event.notes}</Text>}
          {event.video_url && !event.cancelled_at && (
            <Button
              component="a"
              href={event.video_url}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconVideo size={18} aria-hidden />}
              w="fit-content"
            >
              {t('staffAgenda.event.join')}
            </Button>
          )}
          <Alert color="gray" variant="light">
            {event.booked_by_customer
              ? t('staffAgenda.event.bookedByCustomer')
              : t('staffAgenda.event.readOnly')}
          </Alert>
          {owner && event.booked_by_customer && !event.cancelled_at && (
            <Button color="red" variant="light" w="fit-content" onClick={() => setConfirming(true)}>
              {t('staffAgenda.event.cancelBooking')}
            </Button>
          )}
        </Stack>
      </Card>
      <ConfirmDeleteModal
        opened={confirming}
        busy={cancel.isPending}
        texts={{
          title: t('staffAgenda.event.cancelBookingTitle'),
          text: t('staffAgenda.event.cancelBookingText', { title: event.title }),
          cancel: t('staffAgenda.event.keep'),
          confirm: t('staffAgenda.event.confirmCancelBooking'),
        }}
        onCancel={() => setConfirming(false)}
        onConfirm={() => cancel.mutate()}
      />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** The owner's form (new or edit), through the shared description and the staff-form hook. */
function EventFormPage() {
  const { t } = useTranslation('staffAgenda');
  const { user } = useSession();
  const [params] = useSearchParams();
  const day = params.get('dia') ?? saoPauloDay(new Date());
  const staff = useStaffForm({
    form: staffAgendaEventForm,
    records: agendaEventRecords,
    seed: { day, start_time: params.get('hora') ?? '09:00', end_time: undefined },
    afterSave: weekOf,
    afterDelete: weekOf,
  });
  const event = staff.record;
  const kind = staff.form.watch('kind');
  const [customerSearch, setCustomerSearch] = useState('');
  const [search] = useDebouncedValue(customerSearch, 250);
  const people = useQuery(staffPeopleQuery());
  const customers = useQuery({ ...customerPeopleQuery(search), enabled: kind === 'customer' });
  const customerOptions = [
    ...(event?.customer ? [event.customer] : []),
    ...(customers.data?.data ?? []).filter((c) => c.id !== event?.customer?.id),
  ].map((c) => ({ value: String(c.id), label: c.name }));
  const { TextField, TextAreaField, SelectField, MultiSelectField, SegmentedField } = staff.fields;
  return (
    <StaffFormPage staff={staff} maw={900} staffOnly>
      <FormCard actions label={t('staffAgenda.event.formLabel')}>
        <SegmentedField
          name="kind"
          data={STAFF_AGENDA_KIND_VALUES.map((value) => ({
            value,
            label: t(`staffAgenda.kinds.${value}`),
          }))}
          span="full"
        />
        <TextField name="title" span="full" />
        <TextField name="day" type="date" required span="third" />
        <TextField name="start_time" type="time" required span="third" />
        <TextField name="end_time" type="time" required span="third" />
        {kind === 'customer' && (
          <SelectField
            name="customer_id"
            required
            searchable
            placeholder={t('staffAgenda.event.customerSearch')}
            searchValue={customerSearch}
            onSearchChange={setCustomerSearch}
            data={customerOptions}
            nothingFoundMessage="—"
            span="full"
          />
        )}
        <TextField name="location" hint span="half" />
        <TextField name="video_url" hint type="url" span="half" />
        <MultiSelectField
          name="attendee_ids"
          hint
          searchable
          data={(people.data?.data ?? [])
            .filter((p) => p.id !== user?.id)
            .map((p) => ({ value: String(p.id), label: p.name }))}
          maxValues={20}
          span="full"
        />
        <TextAreaField name="notes" minRows={3} span="full" />
      </FormCard>
    </StaffFormPage>
  );
}
