import '@mantine/core/styles/Combobox.css';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { commercialTableInputSchema, formatCurrency, parseCurrencyToCents } from '@app/shared';
import type { CommercialTable } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { centsToInput } from '../../../components/inputs/price-input.tsx';
import {
  commercialTableQuery,
  saveCommercialTable,
  TABLE_KEYS,
} from '../api/commercial-tables-api.ts';
import { productOptionsQuery } from '../api/selects-api.ts';
import { BackLink, FormPageLoader } from '../../../components/staff/form-page.tsx';
import '../i18n/index.ts';

const RESOURCE = 'Liberta Store Cadastro';

interface PriceRow {
  product_id: number;
  name: string;
  list_price_cents: number;
  price: string;
}

const rowsOf = (table: CommercialTable | undefined): PriceRow[] =>
  (table?.prices ?? []).map((p) => ({
    product_id: p.product_id,
    name: p.product_name,
    list_price_cents: p.list_price_cents,
    price: centsToInput(p.price_cents),
  }));

/** Staff `/tabelas-comerciais/cadastro` and `/:id`: a name, and a price per product. */
export function CommercialTableFormPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const tableId = id && /^\d+$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const table = useQuery({ ...commercialTableQuery(tableId ?? 0), enabled: tableId !== null });
  const products = useQuery({ ...productOptionsQuery, meta: { silent: true } });
  const [name, setName] = useState('');
  const [active, setActive] = useState(true);
  const [rows, setRows] = useState<PriceRow[]>([]);
  const [adding, setAdding] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!table.data) return;
    setName(table.data.name);
    setActive(table.data.active);
    setRows(rowsOf(table.data));
  }, [table.data]);

  const taken = new Set(rows.map((r) => r.product_id));
  const addable = (products.data ?? [])
    .filter((p) => !taken.has(p.id))
    .map((p) => ({ value: String(p.id), label: `${p.name} — ${formatCurrency(p.price_cents)}` }));

  const add = () => {
    const product = (products.data ?? []).find((p) => String(p.id) === adding);
    if (!product) return;
    setRows([
      ...rows,
      {
        product_id: product.id,
        name: product.name,
        list_price_cents: product.price_cents,
        price: centsToInput(product.price_cents),
      },
    ]);
    setAdding(null);
  };

  const save = async () => {
    const next: Record<string, string> = {};
    const prices = rows.map((r) => {
      const cents = parseCurrencyToCents(r.price);
      if (cents === null || cents < 0)
        next[`price-${r.product_id}`] = t('catalogueAdmin.coupons.moneyInvalid');
      return { product_id: r.product_id, price_cents: cents ?? 0 };
    });
    const parsed = commercialTableInputSchema.safeParse({ name, active, prices });
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    setBusy(true);
    try {
      const saved = await saveCommercialTable(tableId, parsed.data);
      queryClient.setQueryData(TABLE_KEYS.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: TABLE_KEYS.list });
      notifications.show({ color: 'teal', message: t('catalogueAdmin.saved') });
      if (!tableId) await navigate(`/tabelas-comerciais/${saved.id}`, { replace: true });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };

  if (tableId !== null && table.isPending) return <FormPageLoader />;

  return (
    <Stack gap="lg" maw={980}>
      <Stack gap={4}>
        <BackLink to="/tabelas-comerciais" label={t('catalogueAdmin.tables.back')} />
        <Title order={1} size="h2">
          {table.data ? table.data.name : t('catalogueAdmin.tables.new')}
        </Title>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group align="flex-end" gap="xl" wrap="wrap">
            <TextInput
              label={t('catalogueAdmin.tables.name')}
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name}
              w={{ base: '100%', sm: 360 }}
            />
            <Switch
              label={t('catalogueAdmin.tables.activeLabel')}
              checked={active}
              onChange={(event) => setActive(event.currentTarget.checked)}
              mb={8}
            />
          </Group>
          <Title order={2} size="h4">
            {t('catalogueAdmin.tables.prices')}
          </Title>
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
                  {rows.map((row) => {
                    const cents = parseCurrencyToCents(row.price);
                    const off =
                      cents !== null && row.list_price_cents > 0 && cents < row.list_price_cents
                        ? Math.round((1 - cents / row.list_price_cents) * 100)
                        : null;
                    return (
                      <Table.Tr key={row.product_id}>
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
                              value={row.price}
                              onChange={(event) => {
                                const price = event.currentTarget.value;
                                setRows(
                                  rows.map((r) =>
                                    r.product_id === row.product_id ? { ...r, price } : r,
                                  ),
                                );
                              }}
                              error={errors[`price-${row.product_id}`]}
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
                              onClick={() =>
                                setRows(rows.filter((r) => r.product_id !== row.product_id))
                              }
                            >
                              <IconX size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group align="flex-end" gap="sm">
            <Select
              label={t('catalogueAdmin.tables.addProduct')}
              placeholder={t('catalogueAdmin.items.placeholder')}
              searchable
              data={addable}
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
          {ability.can(tableId ? 'update' : 'create', RESOURCE) && (
            <Group justify="flex-end">
              <Button onClick={() => void save()} loading={busy}>
                {tableId ? t('catalogueAdmin.save') : t('catalogueAdmin.tables.create')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
