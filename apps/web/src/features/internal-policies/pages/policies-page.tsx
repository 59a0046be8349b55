import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { Badge, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import IconArchive from '@tabler/icons-react/dist/esm/icons/IconArchive.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { InternalPolicyRow } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RecordLink, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import {
  PER_PAGE,
  POLICY_KEYS,
  policiesQuery,
  policyOptionsQuery,
  policyRecords,
} from '../api/internal-policies-api.ts';
import type { PolicyFilters } from '../api/internal-policies-api.ts';
import { POLICIES_PATH } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'Políticas internas';
type Status = NonNullable<PolicyFilters['status']>;

/** Staff `/politicas-internas`: the policies with their current version and confirmations. */
export function PoliciesPage() {
  const { t } = useTranslation('internalPolicies');
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<InternalPolicyRow>(
    {
      resource: RESOURCE,
      deletion: {
        prefix: 'internalPolicies:internalPolicies.form',
        queryKey: POLICY_KEYS.list[0],
        remove: policyRecords.remove,
      },
    },
  );
  const [category, setCategory] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const options = useQuery(policyOptionsQuery());
  const policies = useQuery(
    policiesQuery({ page: list.page, search: list.debounced, category, status }),
  );

  return (
    <>
      <PagedList
        list={list}
        query={policies}
        perPage={PER_PAGE}
        words="internalPolicies:internalPolicies.list"
        filters={
          <>
            <Select
              label={t('internalPolicies.common.category')}
              placeholder={t('internalPolicies.common.allCategories')}
              clearable
              data={options.data?.categories ?? []}
              value={category}
              onChange={list.resetting(setCategory)}
              w={{ base: '100%', sm: 220 }}
            />
            <Select
              label={t('internalPolicies.common.status')}
              placeholder={t('internalPolicies.common.allStatuses')}
              clearable
              value={status}
              onChange={list.resetting((picked: string | null) =>
                setStatus(picked === 'draft' || picked === 'published' ? picked : null),
              )}
              data={[
                { value: 'published', label: t('internalPolicies.list.publishedOnly') },
                { value: 'draft', label: t('internalPolicies.list.draftOnly') },
              ]}
              w={{ base: '100%', sm: 180 }}
            />
          </>
        }
        create={canCreate && { to: `${POLICIES_PATH}/cadastro` }}
        createIconSize={16}
        {...(narrow ? {} : { minWidth: 900 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('internalPolicies.list.policy')}</Table.Th>
            {!narrow && (
              <>
                <Table.Th>{t('internalPolicies.list.audience')}</Table.Th>
                <Table.Th>{t('internalPolicies.list.versionCol')}</Table.Th>
              </>
            )}
            <Table.Th ta="right">{t('internalPolicies.list.confirmations')}</Table.Th>
            <ActionsHead label={t('internalPolicies.common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policies.data?.data.map((policy) => (
            <Table.Tr key={policy.id} data-testid="policy-row">
              <Table.Td>
                <Stack gap={4}>
                  <RecordLink to={canEdit && `${POLICIES_PATH}/${policy.id}`}>
                    {policy.title}
                  </RecordLink>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {policy.category}
                    </Text>
                    {policy.required_reading && (
                      <Badge size="xs" color="orange" variant="light">
                        {t('internalPolicies.common.required')}
                      </Badge>
                    )}
                    {narrow && <VersionBadge policy={policy} />}
                  </Group>
                </Stack>
              </Table.Td>
              {!narrow && (
                <>
                  <Table.Td>
                    <Text size="sm">
                      {policy.audience === 'all'
                        ? t('internalPolicies.common.allStaff')
                        : policy.profiles.join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <VersionBadge policy={policy} />
                      {policy.published_at && (
                        <Text size="xs" c="dimmed">
                          {formatDateTimeSaoPaulo(policy.published_at)}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                </>
              )}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {policy.current_version === null
                  ? '—'
                  : t('internalPolicies.list.confirmationsOf', {
                      confirmed: policy.confirmed,
                      total: policy.audience_size,
                    })}
              </Table.Td>
              <Table.Td>
                <RowActions
                  prefix="internalPolicies:internalPolicies.common"
                  name={policy.title}
                  edit={canEdit && `${POLICIES_PATH}/${policy.id}`}
                  onDelete={canDelete && (() => deletion.ask(policy))}
                  deleteIcon={IconArchive}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}

function VersionBadge({ policy }: { policy: InternalPolicyRow }) {
  const { t } = useTranslation('internalPolicies');
  return (
    <Group gap={4} wrap="nowrap">
      {policy.current_version === null ? (
        <Badge size="sm" color="gray" variant="light">
          {t('internalPolicies.common.draft')}
        </Badge>
      ) : (
        <Badge size="sm" color="teal" variant="light">
          {t('internalPolicies.common.versionShort', { version: policy.current_version })}
        </Badge>
      )}
      {policy.current_version !== null && policy.has_draft && (
        <Tooltip label={t('internalPolicies.list.hasDraft')}>
          <Badge size="sm" color="gray" variant="outline" tabIndex={0}>
            {t('internalPolicies.common.draft')}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
