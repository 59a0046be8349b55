import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import { Anchor, Badge, Button, Select, Table } from '@mantine/core';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { CUSTOMER_PROFILE_ID, formatDateTimeSaoPaulo, formatTaxId } from '@app/shared';
import type { UserListItem } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { PER_PAGE, profilesQuery, usersQuery } from '../admin-api.ts';
import { LoginAsModal } from '../../../components/staff/login-as-modal.tsx';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

export function UsersPage({ defaultRoute }: { defaultRoute: string }) {
  const { t } = useTranslation('users');
  const ability = useAbility();
  const canImpersonate = ability.can('update', 'Clientes');
  const canCreate = ability.can('create', 'Usuários');
  const canEdit = ability.can('update', 'Usuários');
  const list = usePagedList();
  const [profile, setProfile] = useState<string | null>(null);
  const users = useQuery(
    usersQuery({ page: list.page, search: list.debounced, profile_id: profile }),
  );
  const profiles = useQuery(profilesQuery);
  const [target, setTarget] = useState<UserListItem | null>(null);

  return (
    <>
      <PagedList
        list={list}
        query={users}
        perPage={PER_PAGE}
        title={t('admin.users')}
        searchPlaceholder={t('admin.searchUsers')}
        create={
          canCreate && { to: '/usuarios/cadastro', label: t('admin.newUser'), icon: IconUserPlus }
        }
        createIconSize={16}
        filters={
          <Select
            label={t('admin.profile')}
            placeholder={t('admin.allProfiles')}
            clearable
            data={(profiles.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={profile}
            onChange={list.resetting(setProfile)}
            w={{ base: '100%', sm: 220 }}
          />
        }
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.name')}</Table.Th>
            <Table.Th>{t('admin.email')}</Table.Th>
            <Table.Th>CPF/CNPJ</Table.Th>
            <Table.Th>{t('admin.profile')}</Table.Th>
            <Table.Th>{t('admin.createdAt')}</Table.Th>
            <Table.Th>{t('admin.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.data?.data.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                {canEdit ? (
                  <Anchor component={Link} to={`/usuarios/editar/${user.id}`} fw={500}>
                    {user.name}
                  </Anchor>
                ) : (
                  user.name
                )}
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.identifier ? formatTaxId(user.identifier) : '—'}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={user.profile_id === CUSTOMER_PROFILE_ID ? 'gray' : 'brand'}
                >
                  {user.profile_name}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDateTimeSaoPaulo(user.created_at, 'DD/MM/YYYY')}</Table.Td>
              <Table.Td>
                {canImpersonate && user.profile_id === CUSTOMER_PROFILE_ID && (
                  <Button size="compact-sm" variant="light" onClick={() => setTarget(user)}>
                    {t('admin.loginAs')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      <LoginAsModal target={target} onClose={() => setTarget(null)} defaultRoute={defaultRoute} />
    </>
  );
}
