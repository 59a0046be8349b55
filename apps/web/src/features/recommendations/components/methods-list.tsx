import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useMediaQuery } from '@mantine/hooks';
import { BRANDS } from '@app/shared';
import type { TradeMethod } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../../components/staff/confirm-delete.tsx';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { METHOD_KEYS, deleteMethod, methodsQuery, toggleMethod } from '../api/methods-api.ts';
import { PER_PAGE } from '../api/page.ts';
import type { ActiveFilter } from '../api/page.ts';
import type { MethodPaths } from '../paths.ts';
import { ActiveFilterSelect } from './active-filter.tsx';
import { ActiveToggle } from './active-toggle.tsx';
import '../i18n/index.ts';

const RESOURCE = 'Métodos';
/** The setups a row names before "+ N". */
const SETUPS_SHOWN = 3;

/** The trade methods, searched by name or address and filtered by situation, with their setups. */
export function MethodsList({ paths }: { paths: MethodPaths }) {
  const { t } = useTranslation('recommendations');
  const ability = useAbility();
  const list = usePagedList();
  const [active, setActive] = useState<ActiveFilter>(null);
  const methods = useQuery(methodsQuery({ page: list.page, search: list.debounced, active }));
  const deletion = useConfirmDelete<TradeMethod & { title: string }>({
    prefix: 'recommendations:recommendations.methods',
    queryKey: METHOD_KEYS.list[0],
    remove: deleteMethod,
  });
  const canEdit = ability.can('update', RESOURCE);
  const canDelete = ability.can('delete', RESOURCE);
  // A phone shows the method's brand and setups under its name, beside the switch and actions.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const brandOf = (method: TradeMethod) =>
    method.brand ? BRANDS[method.brand].name : t('recommendations.methods.allBrands');

  return (
    <>
      <PagedList
        list={list}
        query={methods}
        perPage={PER_PAGE}
        title={t('recommendations.methods.title')}
        searchPlaceholder={t('recommendations.methods.searchPlaceholder')}
        filters={<ActiveFilterSelect value={active} onChange={list.resetting(setActive)} />}
        create={
          ability.can('create', RESOURCE) && {
            to: paths.create,
            label: t('recommendations.methods.new'),
          }
        }
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
            <Table.Th>
              <VisuallyHidden>{t('recommendations.common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {methods.data?.data.map((method) => {
            const extra = method.setups.length - SETUPS_SHOWN;
            return (
              <Table.Tr key={method.id} data-testid="method-row">
                <Table.Td>
                  <Stack gap={0}>
                    {canEdit ? (
                      <Anchor component={Link} to={paths.edit(method.id)} fw={600}>
                        {method.name}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{method.name}</Text>
                    )}
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
                  <ActiveToggle
                    active={method.active}
                    name={method.name}
                    toggle={() => toggleMethod(method.id)}
                    lists={[METHOD_KEYS.list, METHOD_KEYS.select]}
                    canChange={canEdit}
                    compact={narrow}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {canEdit && (
                      <Tooltip label={t('recommendations.common.edit')}>
                        <ActionIcon
                          variant="subtle"
                          component={Link}
                          to={paths.edit(method.id)}
                          aria-label={t('recommendations.common.editOf', { name: method.name })}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {canDelete && (
                      <Tooltip label={t('recommendations.common.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => deletion.ask({ ...method, title: method.name })}
                          aria-label={t('recommendations.common.deleteOf', { name: method.name })}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
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
