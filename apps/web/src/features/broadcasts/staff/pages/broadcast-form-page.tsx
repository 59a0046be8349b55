import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import {
  broadcastInputSchema,
  formatDateTimeSaoPaulo,
  parseVideoUrl,
  saoPauloDay,
  saoPauloInstant,
  saoPauloTime,
} from '@app/shared';
import type { Broadcast, BroadcastInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageState } from '../../../../components/page-state.tsx';
import { isApiError } from '../../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../../lib/api-client/query-client.ts';
import type { AppAbility } from '../../../../lib/session/ability.ts';
import { DeleteButton } from '../../../../components/staff/form-page.tsx';
import { FormPageHeader } from '../../../../components/staff/form-page-header.tsx';
import { applyServerErrors } from '../../../../components/forms/form-errors.ts';
import { VideoEmbed } from '../../../../components/media/video-embed.tsx';
import { BroadcastControls } from '../components/broadcast-controls.tsx';
import { BroadcastStatusBadge } from '../components/broadcast-status.tsx';
import { NewChatModal } from '../components/new-chat-modal.tsx';
import {
  broadcastApi,
  broadcastQuery,
  categoriesSelectQuery,
  chatsSelectQuery,
  programsSelectQuery,
  signatureTypesSelectQuery,
} from '../live-admin-api.ts';
import '../i18n/index.ts';
import { ControlledSelect } from '../../../../components/forms/controlled-select.tsx';

interface FormValues {
  title: string;
  description_html: string;
  video_url: string;
  recording_url: string;
  thumbnail_url: string;
  category_id: string | null;
  program_id: string | null;
  chat_id: string | null;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  open_to_all: boolean;
  signature_type_ids: string[];
}

type Field = keyof FormValues;

/** Where an API field's message shows in this form. */
const FIELD_OF: Record<string, Field> = {
  title: 'title',
  description_html: 'description_html',
  video_url: 'video_url',
  recording_url: 'recording_url',
  thumbnail_url: 'thumbnail_url',
  category_id: 'category_id',
  program_id: 'program_id',
  chat_id: 'chat_id',
  scheduled_start_at: 'start_date',
  scheduled_end_at: 'end_date',
  open_to_all: 'open_to_all',
  signature_type_ids: 'signature_type_ids',
};
const API_FIELDS = Object.keys(FIELD_OF);

const blank = (value: string) => (value.trim() === '' ? null : value.trim());
const idOf = (value: string | null) => (value ? Number(value) : null);

/** A new broadcast starts at the next full hour (São Paulo) and lasts an hour. */
function nextHour(): { day: string; time: string; endDay: string; endTime: string } {
  const start = new Date();
  start.setUTCMinutes(0, 0, 0);
  start.setUTCHours(start.getUTCHours() + 1);
  const end = new Date(start.getTime() + 60 * 60 * 1000);
  return {
    day: saoPauloDay(start),
    time: saoPauloTime(start),
    endDay: saoPauloDay(end),
    endTime: saoPauloTime(end),
  };
}

function toValues(broadcast: Broadcast | undefined): FormValues {
  const fresh = nextHour();
  return {
    title: broadcast?.title ?? '',
    description_html: broadcast?.description_html ?? '',
    video_url: broadcast?.video_url ?? '',
    recording_url: broadcast?.recording_url ?? '',
    thumbnail_url: broadcast?.thumbnail_url ?? '',
    category_id: broadcast?.category_id ? String(broadcast.category_id) : null,
    program_id: broadcast?.program_id ? String(broadcast.program_id) : null,
    chat_id: broadcast?.chat_id ? String(broadcast.chat_id) : null,
    start_date: broadcast ? saoPauloDay(broadcast.scheduled_start_at) : fresh.day,
    start_time: broadcast ? saoPauloTime(broadcast.scheduled_start_at) : fresh.time,
    end_date: broadcast ? saoPauloDay(broadcast.scheduled_end_at) : fresh.endDay,
    end_time: broadcast ? saoPauloTime(broadcast.scheduled_end_at) : fresh.endTime,
    open_to_all: broadcast?.open_to_all ?? false,
    signature_type_ids: (broadcast?.signature_type_ids ?? []).map(String),
  };
}

const instant = (day: string, time: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && /^\d{2}:\d{2}$/.test(time) ? saoPauloInstant(day, time) : '';

function toInput(values: FormValues): BroadcastInput {
  return {
    title: values.title,
    description_html: blank(values.description_html),
    video_url: values.video_url.trim(),
    recording_url: blank(values.recording_url),
    thumbnail_url: blank(values.thumbnail_url),
    category_id: idOf(values.category_id),
    program_id: idOf(values.program_id),
    chat_id: idOf(values.chat_id),
    scheduled_start_at: instant(values.start_date, values.start_time),
    scheduled_end_at: instant(values.end_date, values.end_time),
    open_to_all: values.open_to_all,
    signature_type_ids: values.signature_type_ids.map(Number),
  };
}

/** Staff `/transmissoes/cadastro` and `/transmissoes/editar/:id`. */
export function BroadcastFormPage() {
  const { t } = useTranslation('liveAdmin');
  const { id } = useParams();
  const broadcastId = id ? Number(id) : null;
  const valid = broadcastId === null || (Number.isInteger(broadcastId) && broadcastId > 0);
  const broadcast = useQuery({
    ...broadcastQuery(broadcastId ?? 0),
    enabled: broadcastId !== null && valid,
  });
  if (!valid || (broadcastId !== null && broadcast.isError))
    return (
      <PageState
        icon={<IconBroadcast size={36} />}
        title={t('form.notFoundTitle')}
        text={
          broadcast.isError && !(isApiError(broadcast.error) && broadcast.error.status === 404)
            ? errorMessageOf(broadcast.error)
            : t('form.notFoundText')
        }
        action={{ to: '/transmissoes', label: t('form.back') }}
      />
    );
  if (broadcastId !== null && broadcast.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  return <BroadcastForm key={broadcast.data?.id ?? 'new'} broadcast={broadcast.data} />;
}

function BroadcastForm({ broadcast }: { broadcast?: Broadcast }) {
  const { t } = useTranslation('liveAdmin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const canSave = ability.can(broadcast ? 'update' : 'create', 'Transmissões');
  const categories = useQuery(categoriesSelectQuery);
  const programs = useQuery(programsSelectQuery);
  const chats = useQuery(chatsSelectQuery);
  const signatures = useQuery(signatureTypesSelectQuery);
  const form = useForm<FormValues>({ defaultValues: toValues(broadcast) });
  const { reset, setValue } = form;
  useEffect(() => {
    if (broadcast) reset(toValues(broadcast));
  }, [broadcast, reset]);
  const [chatModal, setChatModal] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const link = useWatch({ control: form.control, name: 'video_url' });
  const title = useWatch({ control: form.control, name: 'title' });
  const openToAll = useWatch({ control: form.control, name: 'open_to_all' });
  const startDate = useWatch({ control: form.control, name: 'start_date' });
  const previewable = parseVideoUrl(link) !== null;

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = broadcastInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field) form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      const saved = broadcast
        ? await broadcastApi.update(broadcast.id, input)
        : await broadcastApi.create(input);
      queryClient.setQueryData(broadcastQuery(saved.id).queryKey, saved);
      await Promise.all(
        ['list-broadcasts', 'list-live-broadcasts', 'find-playlist'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      notifications.show({
        color: 'teal',
        message: broadcast ? t('form.saved') : t('form.created'),
      });
      if (!broadcast) await navigate(`/transmissoes/editar/${saved.id}`, { replace: true });
    } catch (error) {
      // The API names its fields (scheduled_start_at…); the form shows them where they belong.
      const message = applyServerErrors<Record<string, string>>(error, API_FIELDS, (field, issue) =>
        form.setError(FIELD_OF[field] ?? 'title', issue),
      );
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!broadcast) return;
    setDeleting(true);
    try {
      await broadcastApi.remove(broadcast.id);
      await queryClient.invalidateQueries({ queryKey: ['list-broadcasts'] });
      notifications.show({ color: 'teal', message: t('form.deleted') });
      await navigate('/transmissoes');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <Stack gap="lg" maw={1180}>
      <FormPageHeader
        backTo="/transmissoes"
        backLabel={t('form.back')}
        fitBackLink
        align="end"
        title={broadcast ? broadcast.title : t('form.new')}
        titleAside={broadcast ? <BroadcastStatusBadge status={broadcast.status} /> : undefined}
        actions={
          broadcast && (
            <Group gap="xs">
              <Button
                variant="default"
                component={Link}
                to={`/transmissoes/show/${broadcast.id}`}
                leftSection={<IconBroadcast size={16} aria-hidden />}
              >
                {t('form.openLive')}
              </Button>
              <BroadcastControls broadcast={broadcast} />
              {ability.can('delete', 'Transmissões') && (
                <DeleteButton label={t('form.delete')} onClick={() => setConfirmDelete(true)} />
              )}
            </Group>
          )
        }
      />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card
            withBorder
            radius="lg"
            padding="lg"
            component="form"
            onSubmit={(event) => void save(event)}
            noValidate
            aria-label={t('form.formLabel')}
          >
            <Grid>
              <Grid.Col span={12}>
                <TextInput
                  label={t('form.titleField')}
                  required
                  error={errors.title?.message}
                  {...form.register('title')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('form.videoUrl')}
                  description={t('form.videoUrlHint')}
                  placeholder="https://youtube.com/watch?v=…"
                  required
                  error={errors.video_url?.message}
                  {...form.register('video_url')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t('form.description')}
                  description={t('form.descriptionHint')}
                  autosize
                  minRows={3}
                  error={errors.description_html?.message}
                  {...form.register('description_html')}
                />
              </Grid.Col>

              <Grid.Col span={12}>
                <Divider label={t('form.schedule')} labelPosition="left" />
                <Text size="xs" c="dimmed" mt={4}>
                  {t('common.saoPauloHint')}
                </Text>
              </Grid.Col>
              <Grid.Col span={7}>
                <TextInput
                  type="date"
                  label={t('form.startDate')}
                  required
                  error={errors.start_date?.message}
                  {...form.register('start_date', {
                    onChange: (event: { target: { value: string } }) => {
                      // Moving the start day moves an end that was on the old day along.
                      const end = form.getValues('end_date');
                      if (!end || end < event.target.value)
                        setValue('end_date', event.target.value);
                    },
                  })}
                />
              </Grid.Col>
              <Grid.Col span={5}>
                <TextInput
                  type="time"
                  label={t('form.startTime')}
                  required
                  {...form.register('start_time')}
                />
              </Grid.Col>
              <Grid.Col span={7}>
                <TextInput
                  type="date"
                  label={t('form.endDate')}
                  required
                  min={startDate || undefined}
                  error={errors.end_date?.message}
                  {...form.register('end_date')}
                />
              </Grid.Col>
              <Grid.Col span={5}>
                <TextInput
                  type="time"
                  label={t('form.endTime')}
                  required
                  {...form.register('end_time')}
                />
              </Grid.Col>

              <Grid.Col span={12}>
                <Divider label={t('form.organisation')} labelPosition="left" />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <ControlledSelect
                  control={form.control}
                  name="category_id"
                  label={t('form.category')}
                  placeholder={t('form.noCategory')}
                  data={options(categories.data)}
                  clearable
                  searchable
                  error={errors.category_id?.message}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <ControlledSelect
                  control={form.control}
                  name="program_id"
                  label={t('form.program')}
                  placeholder={t('form.noProgram')}
                  data={options(programs.data)}
                  clearable
                  searchable
                  error={errors.program_id?.message}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Group align="end" gap="xs" wrap="nowrap">
                  <ControlledSelect
                    control={form.control}
                    name="chat_id"
                    label={t('form.chat')}
                    placeholder={t('form.noChat')}
                    data={options(chats.data)}
                    clearable
                    searchable
                    error={errors.chat_id?.message}
                    style={{ flex: 1 }}
                  />
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setChatModal(true)}
                  >
                    {t('form.newChat')}
                  </Button>
                </Group>
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('form.thumbnailUrl')}
                  description={t('form.thumbnailHint')}
                  type="url"
                  placeholder="https://"
                  error={errors.thumbnail_url?.message}
                  {...form.register('thumbnail_url')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('form.recordingUrl')}
                  description={t('form.recordingUrlHint')}
                  placeholder="https://vimeo.com/…"
                  error={errors.recording_url?.message}
                  {...form.register('recording_url')}
                />
              </Grid.Col>

              <Grid.Col span={12}>
                <Divider label={t('form.access')} labelPosition="left" />
              </Grid.Col>
              <Grid.Col span={12}>
                <Controller
                  control={form.control}
                  name="open_to_all"
                  render={({ field }) => (
                    <Switch
                      label={t('form.openToAll')}
                      description={t('form.openToAllHint')}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Controller
                  control={form.control}
                  name="signature_type_ids"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('form.signatures')}
                      description={
                        signatures.isError
                          ? t('form.signaturesUnavailable')
                          : t('form.signaturesHint')
                      }
                      placeholder={field.value.length ? undefined : t('form.signaturesPlaceholder')}
                      data={options(signatures.data)}
                      searchable
                      clearable
                      disabled={openToAll || signatures.isError}
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.signature_type_ids?.message}
                    />
                  )}
                />
              </Grid.Col>

              {canSave && (
                <Grid.Col span={12}>
                  <Group justify="flex-end" mt="sm">
                    <Button variant="default" component={Link} to="/transmissoes">
                      {t('form.cancel')}
                    </Button>
                    <Button type="submit" loading={isSubmitting}>
                      {broadcast ? t('form.save') : t('form.create')}
                    </Button>
                  </Group>
                </Grid.Col>
              )}
            </Grid>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="xs" component="section" aria-labelledby="broadcast-preview-title">
            <Title order={2} size="h4" id="broadcast-preview-title">
              {t('form.preview')}
            </Title>
            {previewable ? (
              <VideoEmbed url={link} title={title || t('form.new')} />
            ) : (
              <Card withBorder radius="lg" padding="xl" bg="var(--mantine-color-default-hover)">
                <Stack align="center" gap="xs">
                  <IconBroadcast size={36} aria-hidden color="var(--mantine-color-dimmed)" />
                  <Text size="sm" c="dimmed" ta="center">
                    {t('form.previewHint')}
                  </Text>
                </Stack>
              </Card>
            )}
            {broadcast && <BroadcastSummary broadcast={broadcast} />}
          </Stack>
        </Grid.Col>
      </Grid>

      <NewChatModal
        opened={chatModal}
        onClose={() => setChatModal(false)}
        suggestedName={title}
        onCreated={(chat) => {
          setValue('chat_id', String(chat.id), { shouldDirty: true });
          setChatModal(false);
        }}
      />

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('form.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('form.deleteText', { title: broadcast?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('form.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()}>
              {t('form.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
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
