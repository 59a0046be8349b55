import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { Button, Grid, Modal, Text } from '@mantine/core';
import { formatDateTimeSaoPaulo, scheduleItemForm } from '@app/shared';
import type { ScheduleItem } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react.tsx';
import {
  DeleteConfirmation,
  FormActions,
  FormElement,
  StaffFormFrame,
} from '../../../../components/staff/staff-form-frame.tsx';
import { saveThrough, useStaffForm } from '../../../../components/staff/use-staff-form.tsx';
import {
  broadcastsSelectQuery,
  programsSelectQuery,
  scheduleApi,
  scheduleTypesQuery,
} from '../live-admin-api.ts';
import '../i18n/index.ts';

/** The slot's form (the modal's content: it starts afresh each time the modal opens). */
function SlotForm({
  item,
  defaults,
  onClose,
}: {
  item: ScheduleItem | null;
  defaults: { date: string; hour: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('liveAdmin');
  const types = useQuery(scheduleTypesQuery);
  const programs = useQuery(programsSelectQuery);
  const broadcasts = useQuery(broadcastsSelectQuery);
  const staff = useStaffForm({
    form: scheduleItemForm,
    record: item,
    id: item?.id ?? null,
    seed: defaults,
    save: saveThrough(scheduleApi),
    remove: scheduleApi.remove,
    lists: [['list-schedule-grid']],
    onDone: onClose,
    inlineDelete: true,
    subject: 'Grade de Programação',
    texts: 'liveAdmin:grid',
  });
  const { TextField, TextAreaField, SelectField } = staff.fields;
  if (staff.confirming)
    return (
      <StaffFormFrame staff={staff}>
        <DeleteConfirmation />
      </StaffFormFrame>
    );
  return (
    <StaffFormFrame staff={staff}>
      <FormElement>
        <Grid>
          <TextField name="title" label="titleField" data-autofocus span="full" />
          <TextField name="date" type="date" required span={{ base: 12, xs: 5 }} />
          <TextField name="hour" label="hourField" type="time" required span={{ base: 6, xs: 3 }} />
          <TextField
            name="duration_minutes"
            label="duration"
            type="number"
            min={5}
            max={1440}
            step={5}
            span={{ base: 6, xs: 4 }}
          />
          <Grid.Col span={12}>
            <Text size="xs" c="dimmed">
              {t('common.saoPauloHint')}
            </Text>
          </Grid.Col>
          <SelectField name="type_id" options={types.data} span={{ base: 12, xs: 6 }} />
          <SelectField name="program_id" options={programs.data} span={{ base: 12, xs: 6 }} />
          <SelectField
            name="broadcast_id"
            data={(broadcasts.data ?? []).map((b) => ({
              value: String(b.id),
              label: `${b.title} (${formatDateTimeSaoPaulo(b.scheduled_start_at, 'DD/MM HH:mm') ?? ''})`,
            }))}
            clearable
            searchable
            span="full"
          />
          <TextAreaField name="description" minRows={2} span="full" />
          <FormActions onCancel={onClose} span="full">
            {staff.canDelete ? (
              <Button color="red" variant="subtle" onClick={staff.askDelete}>
                {staff.text('delete')}
              </Button>
            ) : (
              <span />
            )}
          </FormActions>
        </Grid>
      </FormElement>
    </StaffFormFrame>
  );
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? t('grid.editSlot') : t('grid.slotTitle')}
      centered
      size="lg"
    >
      <SlotForm item={item} defaults={defaults} onClose={onClose} />
    </Modal>
  );
}
