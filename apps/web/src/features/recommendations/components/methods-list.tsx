import '@mantine/core/styles/Table.css';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { BRANDS } from '@app/shared';
import type { TradeMethod } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { StateSwitch } from '../../../components/staff/state-switch.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RecordLink, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import { METHOD_KEYS, methodRecords, methodsQuery, toggleMethod } from '../api/methods-api.ts';
import { PER_PAGE } from '../api/page.ts';
import type { ActiveFilter } from '../api/page.ts';
import type { MethodPaths } from '../paths.ts';
import { ActiveFilterSelect } from './active-filter.tsx';
import '../i18n/index.ts';

const RESOURCE = 'Métodos';
/** The setups a row names before "+ N". */
const SETUPS_SHOWN = 3;

/** The trade methods, searched by name or address and filtered by situation, with their setups. */
export function MethodsList({ paths }: { paths: MethodPaths }) {
  const { t } = useTranslation('recommendations');
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<
    TradeMethod & { title: string }
  >({
    resource: RESOURCE,
    deletion: {
      prefix: 'recommendations:recommendations.methods',
      queryKey: METHOD_KEYS.list[0],
      remove: methodRecords.remove,
    },
  });
  const [active, setActive] = useState<ActiveFilter>(null);
  const methods = useQuery(methodsQuery({ page: list.page, search: list.debounced, active }));
  const brandOf = (method: TradeMethod) =>
    method.brand ? BRANDS[method.brand].name : t('recommendations.methods.allBrands');

  return (
    <>
      <PagedList
        list={list}
        query={methods}
        perPage={PER_PAGE}
        words="recommendations:recommendations.methods"
        filters={<ActiveFilterSelect value={active} onChange={list.resetting(setActive)} />}
        create={canCreate && { to: paths.create }}
        createIconSize={16}
        {...(narrow ? {} : { minWidth: 820 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recommendations.methods.method')}</Table.Th>
            {!narrow && (
              <>
                <Table.Th>{t('recommendations.methods.brand')}</Table.Th>
                <Table.Th>{t('recommendations.methods.setups')}</Table.Th>
                <Table.Th ta="right">{t('recommendations.methods.order')}</Table.Th>
              </>
            )}
            <Table.Th>{t('recommendations.common.status')}</Table.Th>
            <ActionsHead label={t('recommendations.common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {methods.data?.data.map((method) => {
            const extra = method.setups.length - SETUPS_SHOWN;
            return (
              <Table.Tr key={method.id} data-testid="method-row">
                <Table.Td>
                  <Stack gap={0}>
                    <RecordLink to={canEdit && paths.edit(method.id)}>{method.name}</RecordLink>
                    <Text size="xs" c="dimmed">
                      /{method.slug}
                    </Text>
                    {narrow && (
                      <Text size="xs" c="dimmed">
                        {[
                          brandOf(method),
                          method.setups.length === 0
                            ? t('recommendations.methods.noSetupsShort')
                            : t('recommendations.methods.setupsCount', {
                                count: method.setups.length,
                              }),
                        ].join(' · ')}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                {!narrow && (
                  <>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{brandOf(method)}</Table.Td>
                    <Table.Td>
                      {method.setups.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t('recommendations.methods.noSetupsShort')}
                        </Text>
                      ) : (
                        <Group gap={4} maw={360}>
                          {method.setups.slice(0, SETUPS_SHOWN).map((setup) => (
                            <Badge
                              key={setup.id}
                              variant="light"
                              color={setup.active ? 'blue' : 'gray'}
                              tt="none"
                            >
                              {setup.name}
                            </Badge>
                          ))}
                          {extra > 0 && (
                            <Badge variant="outline" color="gray" tt="none">
                              {t('recommendations.methods.moreSetups', { count: extra })}
                            </Badge>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{method.sort_order}</Table.Td>
                  </>
                )}
                <Table.Td>
                  <StateSwitch
                    prefix="recommendations:recommendations.common"
                    on={method.active}
                    name={method.name}
                    toggle={() => toggleMethod(method.id)}
                    lists={[METHOD_KEYS.list, METHOD_KEYS.select]}
                    canChange={canEdit}
                    compact={narrow}
                  />
                </Table.Td>
                <Table.Td>
                  <RowActions
                    prefix="recommendations:recommendations.common"
                    name={method.name}
                    edit={canEdit && paths.edit(method.id)}
                    onDelete={canDelete && (() => deletion.ask({ ...method, title: method.name }))}
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
