import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DATA_REQUEST_DEADLINE_DAYS, DATA_REQUEST_KIND_VALUES, dataRequestForm } from '@app/shared';
import type { FormValuesOf } from '@app/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { createDataRequest } from '../../lib/data-rights/data-rights-api.ts';
import { applyServerErrors } from '../forms/form-errors.ts';
import { formResolver } from '../forms/form-resolver.ts';
import './i18n/index.ts';

type Values = FormValuesOf<typeof dataRequestForm>;

/** Staff register a request a customer made by e-mail, phone or letter (deadline from today). */
export function RegisterDataRequestModal({
  userId,
  opened,
  onClose,
  onSaved,
}: {
  userId: number;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('dataRights');
  const form = useForm({
    resolver: formResolver(dataRequestForm),
    defaultValues: dataRequestForm.values(undefined),
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await createDataRequest(userId, body);
      notifications.show({
        color: 'green',
        message: t('customer.registered', { days: DATA_REQUEST_DEADLINE_DAYS }),
      });
      form.reset(dataRequestForm.values(undefined));
      onSaved();
    } catch (error) {
      const message = applyServerErrors<Values>(error, dataRequestForm.fields, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('customer.registerTitle')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                label={t('customer.kindLabel')}
                data={DATA_REQUEST_KIND_VALUES.map((kind) => ({
                  value: kind,
                  label: t(`kind.${kind}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'correction')}
                allowDeselect={false}
                error={errors.kind?.message}
              />
            )}
          />
          <Textarea
            label={t('customer.noteLabel')}
            autosize
            minRows={3}
            required
            error={errors.note?.message}
            {...form.register('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('customer.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
