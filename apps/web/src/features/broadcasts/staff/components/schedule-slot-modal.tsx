import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { Button, Grid, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTimeSaoPaulo, scheduleItemInputSchema } from '@app/shared';
import type { ScheduleItem, ScheduleItemInput } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../lib/api-client/query-client.ts';
import type { AppAbility } from '../../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../../components/forms/form-errors.ts';
import {
  broadcastsSelectQuery,
  programsSelectQuery,
  scheduleApi,
  scheduleTypesQuery,
} from '../live-admin-api.ts';
import '../i18n/index.ts';
import { ControlledSelect } from '../../../../components/forms/controlled-select.tsx';

interface SlotValues {
  date: string;
  hour: string;
  duration_minutes: string;
  title: string;
  description: string;
  type_id: string | null;
  program_id: string | null;
  broadcast_id: string | null;
}

const FIELDS = [
  'date',
  'hour',
  'duration_minutes',
  'title',
  'description',
  'type_id',
  'program_id',
  'broadcast_id',
] as const;

const idOf = (value: string | null) => (value ? Number(value) : null);
const str = (value: number | null) => (value ? String(value) : null);

function toValues(item: ScheduleItem | null, defaults: { date: string; hour: string }): SlotValues {
  return {
    date: item?.date ?? defaults.date,
    hour: item?.hour.slice(0, 5) ?? defaults.hour,
    duration_minutes: String(item?.duration_minutes ?? 60),
    title: item?.title ?? '',
    description: item?.description ?? '',
    type_id: str(item?.type_id ?? null),
    program_id: str(item?.program_id ?? null),
    broadcast_id: str(item?.broadcast_id ?? null),
  };
}

function toInput(values: SlotValues): ScheduleItemInput {
  return {
    date: values.date,
    hour: values.hour,
    duration_minutes: values.duration_minutes === '' ? 60 : Number(values.duration_minutes),
    title: values.title,
    description: values.description.trim() === '' ? null : values.description.trim(),
    type_id: idOf(values.type_id),
    program_id: idOf(values.program_id),
    broadcast_id: idOf(values.broadcast_id),
  };
}

/**
 * Adds or edits one slot of the programme grid (date and hour in São Paulo). `item` null adds a
 * slot at `defaults`; with an item, staff who may delete can remove it after a confirmation.
 */
export function ScheduleSlotModal({
  opened,
  item,
  defaults,
  onClose,
}: {
  opened: boolean;
  item: ScheduleItem | null;
  defaults: { date: string; hour: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('liveAdmin');
  const ability = useAbility<AppAbility>();
  const queryClient = useQueryClient();
  const types = useQuery({ ...scheduleTypesQuery, enabled: opened });
  const programs = useQuery({ ...programsSelectQuery, enabled: opened });
  const broadcasts = useQuery({ ...broadcastsSelectQuery, enabled: opened });
  const form = useForm<SlotValues>({ defaultValues: toValues(item, defaults) });
  const { reset } = form;
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    if (opened) {
      reset(toValues(item, defaults));
      setConfirming(false);
    }
    // The modal's content is set when it opens.
  }, [opened, item]);
  const { errors, isSubmitting } = form.formState;
  const canSave = ability.can(item ? 'update' : 'create', 'Grade de Programação');

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['list-schedule-grid'] });

  const save = form.handleSubmit(async (values) => {
    const input = toInput(values);
    const parsed = scheduleItemInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as (typeof FIELDS)[number];
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      if (item) await scheduleApi.update(item.id, input);
      else await scheduleApi.create(input);
      await refresh();
      notifications.show({ color: 'teal', message: item ? t('grid.saved') : t('grid.created') });
      onClose();
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const remove = async () => {
    if (!item) return;
    setDeleting(true);
    try {
      await scheduleApi.remove(item.id);
      await refresh();
      notifications.show({ color: 'teal', message: t('grid.deleted') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setDeleting(false);
    }
  };

  const options = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? t('grid.editSlot') : t('grid.slotTitle')}
      centered
      size="lg"
    >
      {confirming ? (
        <Stack>
          <Text>{t('grid.deleteText', { title: item?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('grid.cancel')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void remove()}>
              {t('grid.delete')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void save(event)}>
          <Grid>
            <Grid.Col span={12}>
              <TextInput
                label={t('grid.titleField')}
                required
                data-autofocus
                error={errors.title?.message}
                {...form.register('title')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 5 }}>
              <TextInput
                type="date"
                label={t('grid.date')}
                required
                error={errors.date?.message}
                {...form.register('date')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, xs: 3 }}>
              <TextInput
                type="time"
                label={t('grid.hourField')}
                required
                error={errors.hour?.message}
                {...form.register('hour')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, xs: 4 }}>
              <TextInput
                type="number"
                min={5}
                max={1440}
                step={5}
                label={t('grid.duration')}
                error={errors.duration_minutes?.message}
                {...form.register('duration_minutes')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Text size="xs" c="dimmed">
                {t('common.saoPauloHint')}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <ControlledSelect
                control={form.control}
                name="type_id"
                label={t('grid.type')}
                placeholder={t('grid.noType')}
                data={options(types.data)}
                clearable
                error={errors.type_id?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <ControlledSelect
                control={form.control}
                name="program_id"
                label={t('grid.program')}
                placeholder={t('grid.noProgram')}
                data={options(programs.data)}
                clearable
                searchable
                error={errors.program_id?.message}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <ControlledSelect
                control={form.control}
                name="broadcast_id"
                label={t('grid.broadcast')}
                placeholder={t('grid.noBroadcast')}
                data={(broadcasts.data ?? []).map((b) => ({
                  value: String(b.id),
                  label: `${b.title} (${formatDateTimeSaoPaulo(b.scheduled_start_at, 'DD/MM HH:mm') ?? ''})`,
                }))}
                clearable
                searchable
                error={errors.broadcast_id?.message}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('grid.description')}
                autosize
                minRows={2}
                error={errors.description?.message}
                {...form.register('description')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Group justify="space-between" mt="xs">
                {item && ability.can('delete', 'Grade de Programação') ? (
                  <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
                    {t('grid.delete')}
                  </Button>
                ) : (
                  <span />
                )}
                <Group gap="xs">
                  <Button variant="default" onClick={onClose}>
                    {t('grid.cancel')}
                  </Button>
                  {canSave && (
                    <Button type="submit" loading={isSubmitting}>
                      {item ? t('grid.save') : t('grid.create')}
                    </Button>
                  )}
                </Group>
              </Group>
            </Grid.Col>
          </Grid>
        </form>
      )}
    </Modal>
  );
}
