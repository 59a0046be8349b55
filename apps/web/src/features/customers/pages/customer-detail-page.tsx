import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import { CustomerDataRightsCard } from '../../../components/data-requests/customer-data-rights-card.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSlot } from '../../../components/slots/slots.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { CustomerActions } from '../components/customer-actions.tsx';
import { CustomerAdvisorCard } from '../components/customer-advisor-card.tsx';
import { CustomerContactForm, CustomerProfileForm } from '../components/customer-forms.tsx';
import { CustomerCourtesiesTab, CustomerProductsTab } from '../components/customer-tabs.tsx';
import { customerDetailsQuery } from '../customers-api.ts';
import type { CustomerDetails } from '../customers-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const TABS = ['dados', 'pedidos', 'produtos', 'estornos', 'cortesias'] as const;
type TabValue = (typeof TABS)[number];

function BackLink() {
  const { t } = useTranslation('customers');
  return (
    <Anchor component={Link} to="/clientes" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('storeAdmin.customers.title')}
      </Group>
    </Anchor>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}

function Summary({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('customers');
  const access = customer.access_summary;
  const parts = [
    t('storeAdmin.customers.accessCourses', { count: access.course }),
    t('storeAdmin.customers.accessEbooks', { count: access.ebook }),
    t('storeAdmin.customers.accessSignatures', { count: access.signature }),
    ...(access.trail > 0 ? [t('storeAdmin.customers.accessTrails', { count: access.trail })] : []),
    ...(access.research > 0
      ? [t('storeAdmin.customers.accessResearch', { count: access.research })]
      : []),
  ];
  return (
    <Stack gap="xs" data-testid="customer-summary">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label={t('storeAdmin.customers.orders')} value={String(customer.orders_count)} />
        <Stat label={t('storeAdmin.customers.paid')} value={formatCurrency(customer.paid_cents)} />
        <Stat
          label={t('storeAdmin.customers.refunded')}
          value={formatCurrency(customer.refunded_cents)}
        />
        <Stat
          label={t('storeAdmin.customers.activeCourtesies')}
          value={String(customer.active_courtesies)}
        />
      </SimpleGrid>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t('storeAdmin.customers.access')}:
        </Text>{' '}
        {parts.join(' · ')}
      </Text>
    </Stack>
  );
}

function DataTab({ customer, readOnly }: { customer: CustomerDetails; readOnly: boolean }) {
  const { t } = useTranslation('customers');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('storeAdmin.customers.profileForm')}
            </Title>
            <CustomerProfileForm key={customer.id} customer={customer} readOnly={readOnly} />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('storeAdmin.customers.contact')}
              </Title>
              <CustomerContactForm key={customer.id} customer={customer} readOnly={readOnly} />
            </Stack>
          </Card>
          <CustomerAdvisorCard customerId={customer.id} readOnly={readOnly} />
          {customer.addresses.length > 0 && (
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('storeAdmin.customers.addresses')}
                </Title>
                {customer.addresses.map((address) => (
                  <div key={address.id}>
                    <Text size="sm" fw={500}>
                      {address.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {[address.address, address.number, address.complement, address.district]
                        .filter(Boolean)
                        .join(', ')}
                      {address.name_city ? ` — ${address.name_city}/${address.name_uf ?? ''}` : ''}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Card>
          )}
          <CustomerDataRightsCard customerId={customer.id} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Staff `/clientes/:id`: the customer's data, orders, access, refunds and courtesies. */
export function CustomerDetailPage({ defaultRoute }: { defaultRoute: string }) {
  const { t } = useTranslation('customers');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba');
  const tab: TabValue = TABS.includes(requested as TabValue) ? (requested as TabValue) : 'dados';
  const canUpdate = useAbility().can('update', 'Clientes');
  const CustomerOrdersTab = useSlot('CustomerOrdersTab');
  const CustomerRefundsTab = useSlot('CustomerRefundsTab');
  const customer = useQuery({ ...customerDetailsQuery(id), enabled: valid });

  if (!valid || customer.isError)
    return (
      <Stack gap="lg" maw={1200}>
        <BackLink />
        <Alert color="red" title={t('storeAdmin.customers.notFoundTitle')}>
          {!valid || (customer.error instanceof ApiError && customer.error.status === 404)
            ? t('storeAdmin.customers.notFound')
            : t('storeAdmin.customers.loadError')}
        </Alert>
      </Stack>
    );
  if (customer.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );

  const data = customer.data;
  const readOnly = !canUpdate || data.deleted_at !== null;
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <BackLink />
          <Group gap="sm">
            <Title order={1} size="h2">
              {data.name}
            </Title>
            {data.deleted_at && <Badge color="gray">{t('admin.deleted')}</Badge>}
            {data.trial && <Badge color="blue">{t('storeAdmin.customers.trial')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {data.email} ·{' '}
            {t('storeAdmin.customers.since', {
              date: formatDateTimeSaoPaulo(data.created_at, 'DD/MM/YYYY'),
            })}
          </Text>
        </Stack>
        <CustomerActions customer={data} defaultRoute={defaultRoute} />
      </Group>
      {data.deleted_at && (
        <Alert color="gray">
          {t('admin.deletedAt', {
            date: formatDateTimeSaoPaulo(data.deleted_at, 'DD/MM/YYYY HH:mm'),
          })}
        </Alert>
      )}
      <Summary customer={data} />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== 'dados' ? { aba: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="dados">{t('storeAdmin.tabs.data')}</Tabs.Tab>
          <Tabs.Tab value="pedidos">{t('storeAdmin.tabs.orders')}</Tabs.Tab>
          <Tabs.Tab value="produtos">{t('storeAdmin.tabs.products')}</Tabs.Tab>
          <Tabs.Tab value="estornos">{t('storeAdmin.tabs.refunds')}</Tabs.Tab>
          <Tabs.Tab value="cortesias">{t('storeAdmin.tabs.courtesies')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dados">
          <DataTab customer={data} readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="pedidos">
          <Card withBorder radius="md" padding="lg">
            <CustomerOrdersTab customerId={data.id} />
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="produtos">
          <Card withBorder radius="md" padding="lg">
            <CustomerProductsTab customerId={data.id} />
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="estornos">
          <Card withBorder radius="md" padding="lg">
            <CustomerRefundsTab customerId={data.id} />
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="cortesias">
          <Card withBorder radius="md" padding="lg">
            <CustomerCourtesiesTab customerId={data.id} readOnly={data.deleted_at !== null} />
          </Card>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
