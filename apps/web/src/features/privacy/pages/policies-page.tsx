import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { Badge, Select, Stack, Table, Text } from '@mantine/core';
import { BRANDS, BRAND_ID_VALUES, isoToBrDate } from '@app/shared';
import type { BrandId, PrivacyPolicy } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { StateSwitch } from '../../../components/staff/state-switch.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RecordLink, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import {
  PER_PAGE,
  POLICY_KEYS,
  policiesQuery,
  policyRecords,
  togglePolicy,
} from '../privacy-api.ts';
import { POLICIES_PATH } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'Política de Privacidade';
const BRAND_OPTIONS = BRAND_ID_VALUES.map((value) => ({ value, label: BRANDS[value].name }));

/** "LS Trader · versão 3": how a row, its switch and its toasts call a version. */
function useVersionName() {
  const { t } = useTranslation('privacy');
  return (policy: PrivacyPolicy) =>
    `${BRANDS[policy.brand].name} · ${t('privacy.admin.versionOf', { version: policy.version })}`;
}

/**
 * Staff `/politicas-de-privacidade`: every brand's versions, newest first, filtered by brand and
 * searched in the text; the active one switched in its row (activating one deactivates the
 * brand's other), edited on its page, and drafts deleted after a confirmation (published
 * versions are kept as the record consents point at).
 */
export function PoliciesPage() {
  const { t } = useTranslation('privacy');
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<
    PrivacyPolicy & { title: string }
  >({
    resource: RESOURCE,
    deletion: {
      prefix: 'privacy:privacy.admin',
      queryKey: POLICY_KEYS.list[0],
      remove: policyRecords.remove,
    },
  });
  const [brand, setBrand] = useState<BrandId | null>(null);
  const policies = useQuery(policiesQuery({ page: list.page, search: list.debounced, brand }));
  const nameOf = useVersionName();

  return (
    <>
      <PagedList
        list={list}
        query={policies}
        perPage={PER_PAGE}
        words="privacy:privacy.admin"
        filters={
          <Select
            label={t('privacy.admin.brand')}
            placeholder={t('privacy.admin.allBrands')}
            clearable
            data={BRAND_OPTIONS}
            value={brand}
            onChange={list.resetting((value: string | null) => setBrand(value as BrandId | null))}
            w={{ base: '100%', sm: 220 }}
          />
        }
        create={canCreate && { to: `${POLICIES_PATH}/cadastro` }}
        createIconSize={16}
        {...(narrow ? {} : { minWidth: 760 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('privacy.admin.version')}</Table.Th>
            {!narrow && <Table.Th>{t('privacy.admin.brand')}</Table.Th>}
            <Table.Th>{t('privacy.admin.status')}</Table.Th>
            <ActionsHead label={t('privacy.admin.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policies.data?.data.map((policy) => {
            const name = nameOf(policy);
            return (
              <Table.Tr key={policy.id} data-testid="policy-row">
                <Table.Td>
                  <Stack gap={2}>
                    <RecordLink to={canEdit && `${POLICIES_PATH}/${policy.id}`} fw={700}>
                      {narrow ? name : t('privacy.admin.versionOf', { version: policy.version })}
                    </RecordLink>
                    <Text size="xs" c="dimmed">
                      {policy.published_at
                        ? t('privacy.admin.publishedOn', { date: isoToBrDate(policy.published_at) })
                        : t('privacy.admin.draft')}
                      {' · '}
                      {policy.updated_by
                        ? t('privacy.admin.updatedBy', {
                            date: isoToBrDate(policy.updated_at),
                            name: policy.updated_by.name,
                          })
                        : t('privacy.admin.updatedOn', { date: isoToBrDate(policy.updated_at) })}
                    </Text>
                  </Stack>
                </Table.Td>
                {!narrow && (
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      {BRANDS[policy.brand].name}
                    </Badge>
                  </Table.Td>
                )}
                <Table.Td>
                  <StateSwitch
                    prefix="privacy:privacy.admin"
                    on={policy.active}
                    name={name}
                    toggle={() => togglePolicy(policy.id)}
                    lists={[POLICY_KEYS.list, POLICY_KEYS.active]}
                    canChange={canEdit}
                  />
                </Table.Td>
                <Table.Td>
                  <RowActions
                    prefix="privacy:privacy.admin"
                    name={name}
                    edit={canEdit && `${POLICIES_PATH}/${policy.id}`}
                    onDelete={
                      canDelete &&
                      policy.published_at === null &&
                      (() => deletion.ask({ ...policy, title: name }))
                    }
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}
