import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowsVertical from '@tabler/icons-react/dist/esm/icons/IconArrowsVertical.mjs';
import IconBan from '@tabler/icons-react/dist/esm/icons/IconBan.mjs';
import IconFlag from '@tabler/icons-react/dist/esm/icons/IconFlag.mjs';
import { OPEN_STATUSES, POSITIONED_STATUSES, formatCurrency } from '@app/shared';
import type { DefinedForm, RecommendationAction, RecommendationDetail } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { FieldTexts, PriceField, TextAreaField } from '../../../components/forms/form-fields.tsx';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { formResolver } from '../../../components/forms/form-resolver.ts';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { RECOMMENDATION_KEYS, actOnRecommendation } from '../api/recommendations-api.ts';
import { closeForm, moveStopForm } from './recommendation-form-values.ts';
import '../i18n/index.ts';

const TEXTS = 'recommendations:recommendations.staff';

type Kind = RecommendationAction['kind'];

/**
 * Sends an action on the version the analyst saw. A 409 (it changed meanwhile: a quote, another
 * analyst) says so in pt-BR and reloads what it is now; anything else is the caller's to show.
 */
function useAct(rec: RecommendationDetail, version: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('recommendations');
  const refresh = () =>
    Promise.all(
      RECOMMENDATION_KEYS.all.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return async (action: RecommendationAction): Promise<'done' | 'changed'> => {
    try {
      const saved = await actOnRecommendation(rec.id, { version, action });
      queryClient.setQueryData(RECOMMENDATION_KEYS.one(rec.id), saved);
      notifications.show({
        color: 'teal',
        message: t(`recommendations.staff.done.${action.kind}`, { code: rec.asset.code }),
      });
      await refresh();
      return 'done';
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        notifications.show({ color: 'orange', message: error.message });
        await refresh();
        return 'changed';
      }
      throw error;
    }
  };
}

/** A price and a note in a modal (move the stop, close the position). */
function PriceActionModal<V extends FieldValues>({
  rec,
  kind,
  form: defined,
  priceField,
  priceLabel,
  onClose,
}: {
  rec: RecommendationDetail;
  kind: Exclude<Kind, 'cancel'>;
  form: DefinedForm<V, RecommendationAction>;
  priceField: Path<V>;
  priceLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('recommendations');
  // The version on screen when the modal opened: a change meanwhile is refused (409).
  const [version] = useState(rec.version);
  const act = useAct(rec, version);
  const form = useForm<V, unknown, RecommendationAction>({
    resolver: formResolver(defined),
    defaultValues: defined.values() as never,
  });
  const [refused, setRefused] = useState<string | null>(null);
  const submit = form.handleSubmit(async (action) => {
    setRefused(null);
    try {
      await act(action);
      onClose();
    } catch (error) {
      const message = applyServerErrors(error, defined.fields as Path<V>[], form.setError);
      if (message) setRefused(message);
    }
  });
  const stop = rec.levels?.stop_cents;
  return (
    <Modal opened onClose={onClose} title={t(`recommendations.staff.actions.${kind}`)} centered>
      <FieldTexts value={TEXTS}>
        <FormProvider {...form}>
          <form
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label={t(`recommendations.staff.actions.${kind}`)}
          >
            <Stack>
              {stop !== undefined && (
                <Text size="sm" c="dimmed">
                  {t('recommendations.staff.currentStop', { price: formatCurrency(stop) })}
                </Text>
              )}
              {refused && (
                <Alert color="red" role="alert">
                  {refused}
                </Alert>
              )}
              <PriceField<V> name={priceField} label={priceLabel} />
              <TextAreaField<V>
                name={'note' as Path<V>}
                label="note"
                hint
                minRows={2}
                maxLength={500}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('recommendations.staff.keep')}
                </Button>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t(`recommendations.staff.confirm.${kind}`)}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      </FieldTexts>
    </Modal>
  );
}

function CancelModal({ rec, onClose }: { rec: RecommendationDetail; onClose: () => void }) {
  const { t } = useTranslation('recommendations');
  const [version] = useState(rec.version);
  const act = useAct(rec, version);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await act({ kind: 'cancel' });
      onClose();
    } catch (error) {
      setRefused(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('recommendations.staff.actions.cancel')} centered>
      <Stack>
        <Text>{t('recommendations.staff.cancelText', { code: rec.asset.code })}</Text>
        {refused && (
          <Alert color="red" role="alert">
            {refused}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('recommendations.staff.keep')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-autofocus>
            {t('recommendations.staff.confirm.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * What an analyst may still do to a recommendation: move the stop while it is open, close a
 * position by hand, cancel one still waiting for its entry (after a confirmation).
 */
export function RecommendationActions({ rec }: { rec: RecommendationDetail }) {
  const { t } = useTranslation('recommendations');
  const [open, setOpen] = useState<Kind | null>(null);
  const close = () => setOpen(null);
  const isOpen = OPEN_STATUSES.includes(rec.status);
  const positioned = POSITIONED_STATUSES.includes(rec.status);
  if (!isOpen) return null;
  return (
    <>
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconArrowsVertical size={16} aria-hidden />}
          onClick={() => setOpen('move_stop')}
        >
          {t('recommendations.staff.actions.move_stop')}
        </Button>
        {positioned && (
          <Button
            variant="light"
            color="indigo"
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => setOpen('close')}
          >
            {t('recommendations.staff.actions.close')}
          </Button>
        )}
        {rec.status === 'waiting' && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => setOpen('cancel')}
          >
            {t('recommendations.staff.actions.cancel')}
          </Button>
        )}
      </Group>
      {open === 'move_stop' && (
        <PriceActionModal
          rec={rec}
          kind="move_stop"
          form={moveStopForm}
          priceField="stop_cents"
          priceLabel="newStop"
          onClose={close}
        />
      )}
      {open === 'close' && (
        <PriceActionModal
          rec={rec}
          kind="close"
          form={closeForm}
          priceField="price_cents"
          priceLabel="exitPrice"
          onClose={close}
        />
      )}
      {open === 'cancel' && <CancelModal rec={rec} onClose={close} />}
    </>
  );
}
