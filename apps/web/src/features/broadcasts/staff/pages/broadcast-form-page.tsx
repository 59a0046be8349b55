import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Card, Divider, Grid, Stack, Text, TextInput } from '@mantine/core';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import { broadcastForm, formatDateTimeSaoPaulo } from '@app/shared';
import type { Broadcast, DayAndTime } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/react.tsx';
import { Link } from 'react-router';
import { FieldWithCreate } from '../../../../components/forms/form-fields.tsx';
import { StaffFormPage } from '../../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../../components/staff/use-staff-form.tsx';
import { VideoFormCard } from '../../../../components/staff/video-form-card.tsx';
import { BroadcastControls } from '../components/broadcast-controls.tsx';
import { BroadcastStatusBadge } from '../components/broadcast-status.tsx';
import { NewChatModal } from '../components/new-chat-modal.tsx';
import {
  broadcastRecords,
  categoriesSelectQuery,
  chatsSelectQuery,
  programsSelectQuery,
  signatureTypesSelectQuery,
} from '../live-admin-api.ts';
import '../i18n/index.ts';

/** A moment as a São Paulo day and hour: two inputs, the moment's message under the day. */
function DayAndTimeInputs({
  value,
  onChange,
  error,
  labels,
  minDay,
}: {
  value: DayAndTime;
  onChange: (value: DayAndTime) => void;
  error: string | undefined;
  labels: [string, string];
  minDay?: string | undefined;
}) {
  return (
    <>
      <Grid.Col span={7}>
        <TextInput
          type="date"
          label={labels[0]}
          required
          min={minDay || undefined}
          value={value.day}
          onChange={(event) => onChange({ ...value, day: event.currentTarget.value })}
          error={error}
        />
      </Grid.Col>
      <Grid.Col span={5}>
        <TextInput
          type="time"
          label={labels[1]}
          required
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
        />
      </Grid.Col>
    </>
  );
}

/** Staff `/transmissoes/cadastro` and `/transmissoes/editar/:id`. */
export function BroadcastFormPage() {
  const { t } = useTranslation('liveAdmin');
  const categories = useQuery(categoriesSelectQuery);
  const programs = useQuery(programsSelectQuery);
  const chats = useQuery(chatsSelectQuery);
  const signatures = useQuery(signatureTypesSelectQuery);
  const staff = useStaffForm({ form: broadcastForm, records: broadcastRecords, opensRecord: true });
  const broadcast = staff.record;
  const { TextField, RichTextField, SelectField, MultiSelectField, SwitchField } = staff.fields;
  const { ControlledField } = staff.fields;
  const { control, setValue, getValues } = staff.form;
  const [link, title, openToAll, start] = useWatch({
    control,
    name: ['video_url', 'title', 'open_to_all', 'scheduled_start_at'],
  });
  const [chatModal, setChatModal] = useState(false);

  return (
    <StaffFormPage
      staff={staff}
      maw={1180}
      aside={broadcast && <BroadcastStatusBadge status={broadcast.status} />}
      actions={
        broadcast && (
          <>
            <Button
              variant="default"
              component={Link}
              to={`/transmissoes/show/${broadcast.id}`}
              leftSection={<IconBroadcast size={16} aria-hidden />}
            >
              {t('form.openLive')}
            </Button>
            <BroadcastControls broadcast={broadcast} />
          </>
        )
      }
    >
      <VideoFormCard
        texts="liveAdmin:form"
        link={link}
        title={title}
        icon={<IconBroadcast size={36} aria-hidden color="var(--mantine-color-dimmed)" />}
        summary={broadcast && <BroadcastSummary broadcast={broadcast} />}
      >
        <TextField name="title" label="titleField" span="full" />
        <TextField
          name="video_url"
          hint
          placeholder="https://youtube.com/watch?v=…"
          required
          span="full"
        />
        <RichTextField name="description_html" span="full" />

        <Grid.Col span={12}>
          <Divider label={t('form.schedule')} labelPosition="left" />
          <Text size="xs" c="dimmed" mt={4}>
            {t('common.saoPauloHint')}
          </Text>
        </Grid.Col>
        <ControlledField
          name="scheduled_start_at"
          render={(field, error) => (
            <DayAndTimeInputs
              value={field.value as DayAndTime}
              onChange={(value) => {
                field.onChange(value);
                // Moving the start day moves an end that was on the old day along.
                const end = getValues('scheduled_end_at');
                if (!end.day || end.day < value.day)
                  setValue('scheduled_end_at', { ...end, day: value.day });
              }}
              error={error}
              labels={[t('form.startDate'), t('form.startTime')]}
            />
          )}
        />
        <ControlledField
          name="scheduled_end_at"
          render={(field, error) => (
            <DayAndTimeInputs
              value={field.value as DayAndTime}
              onChange={field.onChange}
              error={error}
              labels={[t('form.endDate'), t('form.endTime')]}
              minDay={start.day}
            />
          )}
        />

        <Grid.Col span={12}>
          <Divider label={t('form.organisation')} labelPosition="left" />
        </Grid.Col>
        <SelectField name="category_id" options={categories.data} span="half" />
        <SelectField name="program_id" options={programs.data} span="half" />
        <FieldWithCreate
          span="full"
          createLabel={t('form.newChat')}
          onCreate={() => setChatModal(true)}
        >
          <SelectField name="chat_id" options={chats.data} style={{ flex: 1 }} />
        </FieldWithCreate>
        <TextField name="thumbnail_url" hint="thumbnailHint" type="url" span="full" />
        <TextField name="recording_url" hint placeholder="https://vimeo.com/…" span="full" />

        <Grid.Col span={12}>
          <Divider label={t('form.access')} labelPosition="left" />
        </Grid.Col>
        <SwitchField name="open_to_all" hint span="full" />
        <MultiSelectField
          name="signature_type_ids"
          label="signatures"
          description={
            signatures.isError ? t('form.signaturesUnavailable') : t('form.signaturesHint')
          }
          placeholder={t('form.signaturesPlaceholder')}
          options={signatures.data}
          clearable
          disabled={openToAll || signatures.isError}
          span="full"
        />
      </VideoFormCard>

      <NewChatModal
        opened={chatModal}
        onClose={() => setChatModal(false)}
        suggestedName={title}
        onCreated={(chat) => {
          setValue('chat_id', String(chat.id), { shouldDirty: true });
          setChatModal(false);
        }}
      />
    </StaffFormPage>
  );
}

const at = (iso: string | null, pattern = 'DD/MM/YYYY HH:mm') =>
  formatDateTimeSaoPaulo(iso, pattern) ?? '';

/** Beside the form: where the broadcast stands now and who may watch it. */
function BroadcastSummary({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('liveAdmin');
  const line =
    broadcast.status === 'live'
      ? t('control.liveSince', { time: at(broadcast.started_at, 'HH:mm') })
      : broadcast.status === 'ended'
        ? t('control.endedAt', { date: at(broadcast.ended_at) })
        : t('control.scheduledFor', { date: at(broadcast.scheduled_start_at) });
  return (
    <Card withBorder radius="lg" padding="md" mt="sm">
      <Stack gap={6}>
        <Text size="sm" fw={600} c={broadcast.status === 'live' ? 'red' : undefined}>
          {line}
        </Text>
        <Text size="sm" c="dimmed">
          {broadcast.open_to_all
            ? t('form.openToAll')
            : broadcast.signatures.length > 0
              ? `${t('form.signatures')}: ${broadcast.signatures.map((s) => s.name).join(', ')}`
              : t('broadcasts.restricted')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('form.chat')}: {broadcast.chat ?? t('form.noChat')}
        </Text>
      </Stack>
    </Card>
  );
}
