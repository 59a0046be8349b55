import '@mantine/core/styles/Combobox.css';
import {
  ActionIcon,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import {
  centsToText,
  commercialTableForm,
  formatCurrency,
  parseCurrencyToCents,
} from '@app/shared';
import type { CommercialPriceValue } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorAt } from '../../../components/forms/form-fields.tsx';
import {
  FormActions,
  FormCard,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { commercialTableRecords } from '../api/commercial-tables-api.ts';
import { productOptionsQuery } from '../api/selects-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** One product's price in the table, with how far below the store's price it is. */
function PriceRow({
  row,
  error,
  onPrice,
  onRemove,
}: {
  row: CommercialPriceValue;
  error: string | undefined;
  onPrice: (price: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const cents = parseCurrencyToCents(row.price_cents);
  const off =
    cents !== null && row.list_price_cents > 0 && cents < row.list_price_cents
      ? Math.round((1 - cents / row.list_price_cents) * 100)
      : null;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {row.name}
        </Text>
      </Table.Td>
      <Table.Td>{formatCurrency(row.list_price_cents)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('catalogueAdmin.tables.priceFor', { name: row.name })}
            leftSection={<span aria-hidden>R$</span>}
            inputMode="decimal"
            value={row.price_cents}
            onChange={(event) => onPrice(event.currentTarget.value)}
            error={error}
            w={150}
          />
          {off !== null && (
            <Text size="xs" c="teal" fw={600}>
              −{off}%
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Tooltip label={t('catalogueAdmin.items.remove')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('catalogueAdmin.items.removeNamed', { name: row.name })}
            onClick={onRemove}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}

/** Staff `/tabelas-comerciais/cadastro` and `/:id`: a name, and a price per product. */
export function CommercialTableFormPage() {
  const { t } = useTranslation('catalogue');
  const products = useQuery({ ...productOptionsQuery, meta: { silent: true } });
  const staff = useStaffForm({
    form: commercialTableForm,
    records: commercialTableRecords,
    opensRecord: true,
  });
  const { TextField, SwitchField, ControlledField } = staff.fields;
  const [adding, setAdding] = useState<string | null>(null);
  return (
    <StaffFormPage staff={staff} maw={980}>
      <FormCard plain>
        <Stack gap="md">
          <Group align="flex-end" gap="xl" wrap="wrap">
            <TextField name="name" w={{ base: '100%', sm: 360 }} />
            <SwitchField name="active" label="activeLabel" mb={8} />
          </Group>
          <Title order={2} size="h4">
            {t('catalogueAdmin.tables.prices')}
          </Title>
          <ControlledField
            name="prices"
            render={(field) => {
              const rows = field.value as CommercialPriceValue[];
              const taken = new Set(rows.map((r) => r.product_id));
              const product = (products.data ?? []).find((p) => String(p.id) === adding);
              const add = () => {
                if (!product) return;
                field.onChange([
                  ...rows,
                  {
                    product_id: product.id,
                    name: product.name,
                    list_price_cents: product.price_cents,
                    price_cents: centsToText(product.price_cents),
                  },
                ]);
                setAdding(null);
              };
              return (
                <>
                  {rows.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('catalogueAdmin.tables.noPrices')}
                    </Text>
                  ) : (
                    <Table.ScrollContainer minWidth={560}>
                      <Table verticalSpacing="xs">
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{t('catalogueAdmin.products.product')}</Table.Th>
                            <Table.Th>{t('catalogueAdmin.tables.listPrice')}</Table.Th>
                            <Table.Th>{t('catalogueAdmin.tables.tablePrice')}</Table.Th>
                            <Table.Th />
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {rows.map((row, index) => (
                            <PriceRow
                              key={row.product_id}
                              row={row}
                              error={errorAt(
                                staff.form.formState.errors,
                                `prices.${index}.price_cents`,
                              )}
                              onPrice={(price) =>
                                field.onChange(
                                  rows.map((r, i) =>
                                    i === index ? { ...r, price_cents: price } : r,
                                  ),
                                )
                              }
                              onRemove={() => field.onChange(rows.filter((_, i) => i !== index))}
                            />
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.ScrollContainer>
                  )}
                  <Group align="flex-end" gap="sm">
                    <Select
                      label={t('catalogueAdmin.tables.addProduct')}
                      placeholder={t('catalogueAdmin.items.placeholder')}
                      searchable
                      data={(products.data ?? [])
                        .filter((p) => !taken.has(p.id))
                        .map((p) => ({
                          value: String(p.id),
                          label: `${p.name} — ${formatCurrency(p.price_cents)}`,
                        }))}
                      value={adding}
                      onChange={setAdding}
                      nothingFoundMessage={t('catalogueAdmin.items.nothingFound')}
                      style={{ flex: 1, minWidth: 240 }}
                    />
                    <Button
                      variant="light"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={add}
                      disabled={!adding}
                    >
                      {t('catalogueAdmin.items.add')}
                    </Button>
                  </Group>
                </>
              );
            }}
          />
          <FormActions />
        </Stack>
      </FormCard>
    </StaffFormPage>
  );
}
