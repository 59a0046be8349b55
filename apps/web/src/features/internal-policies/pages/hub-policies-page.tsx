import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  Card,
  Center,
  Group,
  Input,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { MyInternalPolicyRow } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PER_PAGE, myPendingQuery, myPoliciesQuery } from '../api/internal-policies-api.ts';
import type { MyFilters } from '../api/internal-policies-api.ts';
import { ReadingBadges } from '../components/reading-badges.tsx';
import classes from '../components/policy.module.css';
import { HUB_POLICIES_PATH } from '../paths.ts';
import '../../../i18n/shared/index.ts';
import '../i18n/index.ts';

type Status = NonNullable<MyFilters['status']>;

/** Hub `/hub/politicas-procedimentos`: the staff member's policies, pending required first. */
export function HubPoliciesPage() {
  const { t } = useTranslation('internalPolicies');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [category, setCategory] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [required, setRequired] = useState(false);
  const [page, setPage] = useState(1);
  const resetting =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const policies = useQuery(
    myPoliciesQuery({ page, search: debounced, category, status, required }),
  );
  const pending = useQuery(myPendingQuery());
  const total = policies.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const pendingCount = pending.data?.count ?? 0;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('internalPolicies.hub.title')}
        </Title>
        <Text c="dimmed" maw={720}>
          {t('internalPolicies.hub.intro')}
        </Text>
      </Stack>
      {pending.data &&
        (pendingCount > 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="hub-pending-alert"
          >
            {t('internalPolicies.hub.pendingCount', { count: pendingCount })}
          </Alert>
        ) : (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
            {t('internalPolicies.hub.nonePending')}
          </Alert>
        ))}
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group gap="sm" align="end" wrap="wrap">
            <TextInput
              label={t('admin.search')}
              placeholder={t('internalPolicies.hub.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => resetting(setSearch)(event.currentTarget.value)}
              w={{ base: '100%', sm: 300 }}
            />
            <Select
              label={t('internalPolicies.common.category')}
              placeholder={t('internalPolicies.common.allCategories')}
              clearable
              data={policies.data?.categories ?? []}
              value={category}
              onChange={resetting(setCategory)}
              w={{ base: '100%', sm: 220 }}
            />
            <Stack gap={4}>
              <Input.Label id="hub-status-label" component="span">
                {t('internalPolicies.common.status')}
              </Input.Label>
              <SegmentedControl
                aria-labelledby="hub-status-label"
                value={status ?? 'all'}
                onChange={(value) => resetting(setStatus)(value === 'all' ? null : value)}
                data={[
                  { value: 'all', label: t('internalPolicies.common.allStatuses') },
                  { value: 'pending', label: t('internalPolicies.common.pending') },
                  { value: 'confirmed', label: t('internalPolicies.common.confirmed') },
                ]}
              />
            </Stack>
            <Switch
              label={t('internalPolicies.hub.onlyRequired')}
              checked={required}
              onChange={(event) => resetting(setRequired)(event.currentTarget.checked)}
              pb={8}
            />
          </Group>
        </Stack>
      </Card>
      {policies.isError ? (
        <Alert color="red">{t('internalPolicies.common.loadError')}</Alert>
      ) : policies.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : total === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('internalPolicies.hub.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {policies.data.data.map((policy) => (
            <PolicyCard key={policy.id} policy={policy} />
          ))}
        </SimpleGrid>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('internalPolicies.hub.total', { count: total })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Group>
    </Stack>
  );
}

function PolicyCard({ policy }: { policy: MyInternalPolicyRow }) {
  const { t } = useTranslation('internalPolicies');
  const pending = policy.confirmed_at === null && policy.required_reading;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      data-pending={pending || undefined}
      data-testid="hub-policy-card"
      component="article"
    >
      <Stack gap="xs">
        <ReadingBadges required={policy.required_reading} confirmedAt={policy.confirmed_at} />
        <Anchor
          component={Link}
          to={`${HUB_POLICIES_PATH}/${policy.id}`}
          fw={700}
          size="lg"
          aria-label={t('internalPolicies.hub.readOf', { title: policy.title })}
        >
          {policy.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {[
            policy.category,
            t('internalPolicies.common.version', { version: policy.version }),
            t('internalPolicies.common.publishedOn', {
              date: formatDateTimeSaoPaulo(policy.published_at),
            }),
          ].join(' · ')}
        </Text>
        {policy.summary && <Text size="sm">{policy.summary}</Text>}
        {policy.confirmed_at && (
          <Text size="xs" c="teal">
            {t('internalPolicies.common.confirmedOn', {
              date: formatDateTimeSaoPaulo(policy.confirmed_at, 'DD/MM/YYYY HH:mm'),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
