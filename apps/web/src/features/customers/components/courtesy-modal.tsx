import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import { Alert, Button, Grid, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { DayInput } from '../../../components/inputs/day-inputs.tsx';
import {
  courtesyTypesQuery,
  createCourtesy,
  productOptionsQuery,
  refreshCustomer,
} from '../customers-api.ts';
import type { CourtesyInput } from '../customers-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

type Field = 'product_id' | 'type' | 'starts_at' | 'ends_at' | 'note';

/** Today in São Paulo, `YYYY-MM-DD`. */
export function saoPauloToday(now: Date = new Date()): string {
  return formatDateTimeSaoPaulo(now, 'YYYY-MM-DD') ?? now.toISOString().slice(0, 10);
}

/**
 * The chosen days as the instants the API takes: a start day begins at 00:00 and an end day
 * lasts until 23:59:59 in Brasília (UTC−03:00 all year since 2019). A start of today is "now",
 * so the access opens at once rather than at a midnight already gone.
 */
export function courtesyPeriod(
  start: string | null,
  end: string | null,
  today: string,
): Pick<CourtesyInput, 'starts_at' | 'ends_at'> {
  return {
    ...(start && start !== today ? { starts_at: `${start}T00:00:00-03:00` } : {}),
    ...(end ? { ends_at: `${end}T23:59:59-03:00` } : {}),
  };
}

/** "Nova cortesia": a product given without payment, for the product's period or the one chosen. */
export function CourtesyModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  const products = useQuery(productOptionsQuery);
  const types = useQuery(courtesyTypesQuery);
  const [productId, setProductId] = useState<string | null>(null);
  const [type, setType] = useState<string | null>('commercial');
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = saoPauloToday();

  const submit = async () => {
    const found: Partial<Record<Field, string>> = {};
    if (!productId) found.product_id = t('storeAdmin.courtesies.productRequired');
    if (!type) found.type = t('storeAdmin.courtesies.typeRequired');
    if (end && end < today) found.ends_at = t('storeAdmin.courtesies.endInPast');
    else if (end && start && end < start) found.ends_at = t('storeAdmin.courtesies.endBeforeStart');
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0 || !productId || !type) return;
    setBusy(true);
    try {
      await createCourtesy({
        user_id: userId,
        product_id: Number(productId),
        type: type as CourtesyInput['type'],
        ...courtesyPeriod(start, end, today),
        note: note.trim() || null,
      });
      await refreshCustomer(queryClient, userId);
      notifications.show({ color: 'teal', message: t('storeAdmin.courtesies.created') });
      onClose();
    } catch (error) {
      const detail = error instanceof ApiError ? (error.body as { error?: unknown })?.error : null;
      if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
        const placed: Partial<Record<Field, string>> = {};
        for (const [field, messages] of Object.entries(detail as Record<string, unknown>))
          placed[field as Field] = Array.isArray(messages) ? String(messages[0]) : String(messages);
        setErrors(placed);
      } else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('storeAdmin.courtesies.new')} centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Select
            label={t('storeAdmin.courtesies.product')}
            placeholder={t('storeAdmin.courtesies.productPlaceholder')}
            required
            searchable
            nothingFoundMessage={t('admin.empty')}
            data={(products.data ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.name} (${formatCurrency(p.price_cents)})`,
            }))}
            value={productId}
            onChange={setProductId}
            error={errors.product_id}
            data-autofocus
          />
          <Select
            label={t('storeAdmin.courtesies.type')}
            required
            allowDeselect={false}
            data={(types.data ?? []).map((option) => ({ value: option.value, label: option.name }))}
            value={type}
            onChange={setType}
            error={errors.type}
          />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DayInput
                label={t('storeAdmin.courtesies.start')}
                description={t('storeAdmin.courtesies.startHint')}
                placeholder={t('storeAdmin.courtesies.today')}
                clearable
                value={start}
                onChange={setStart}
                error={errors.starts_at}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DayInput
                label={t('storeAdmin.courtesies.end')}
                description={t('storeAdmin.courtesies.endHint')}
                placeholder={t('storeAdmin.courtesies.productPeriod')}
                clearable
                minDate={start ?? today}
                value={end}
                onChange={setEnd}
                error={errors.ends_at}
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label={t('storeAdmin.courtesies.note')}
            autosize
            minRows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('storeAdmin.courtesies.give')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
