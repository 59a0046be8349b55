import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Grid, Group, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@app/shared';
import type { TicketSummary } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { FieldTexts, fieldsFor } from '../../../components/forms/form-fields.tsx';
import { formResolver } from '../../../components/forms/form-resolver.ts';
import { createTicket, HELPDESK_KEYS } from '../api/helpdesk-api.ts';
import { ticketForm } from '../forms.ts';
import type { TicketFormValues } from '../forms.ts';
import '../i18n/index.ts';

const { TextField, TextAreaField, SelectField } = fieldsFor<TicketFormValues>();

/** "Abrir chamado": the shared contract checks the form; the API's field errors land under it. */
export function NewTicketModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (ticket: TicketSummary) => void;
}) {
  const { t } = useTranslation('helpdesk');
  const queryClient = useQueryClient();
  const form = useForm<TicketFormValues, unknown, ReturnType<typeof ticketForm.schema.parse>>({
    resolver: formResolver(ticketForm),
    defaultValues: ticketForm.values(),
  });
  const create = useMutation({
    mutationFn: createTicket,
    meta: { silent: true },
    onSuccess: async (ticket) => {
      await queryClient.invalidateQueries({ queryKey: HELPDESK_KEYS.tickets });
      notifications.show({ color: 'teal', message: t('helpdesk.form.created', { id: ticket.id }) });
      form.reset(ticketForm.values());
      onCreated(ticket);
    },
    onError: (error) => {
      const message = applyServerErrors(error, ticketForm.fields, form.setError);
      if (message) notifications.show({ color: 'red', message });
    },
  });
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('helpdesk.form.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('helpdesk.detail.close') }}
    >
      <FormProvider {...form}>
        <FieldTexts value="helpdesk:helpdesk.form">
          <form
            onSubmit={(event) => void form.handleSubmit((input) => create.mutate(input))(event)}
            noValidate
            aria-label={t('helpdesk.form.title')}
          >
            <Grid>
              <TextField
                name="title"
                label="titleField"
                hint
                required
                maxLength={160}
                span="full"
              />
              <SelectField
                name="category"
                label="category"
                required
                allowDeselect={false}
                data={options(TICKET_CATEGORIES, 'helpdesk.category')}
                span="half"
              />
              <SelectField
                name="priority"
                label="priority"
                required
                allowDeselect={false}
                data={options(TICKET_PRIORITIES, 'helpdesk.priority')}
                span="half"
              />
              <TextAreaField
                name="description"
                label="description"
                hint
                required
                minRows={5}
                autosize
                maxLength={10000}
                span="full"
              />
            </Grid>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={onClose}>
                {t('helpdesk.form.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('helpdesk.form.submit')}
              </Button>
            </Group>
          </form>
        </FieldTexts>
      </FormProvider>
    </Modal>
  );
}
