import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PermissionEntry } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import {
  profileListQuery,
  profilePermissionsQuery,
  updateProfilePermissions,
} from '../admin-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const FLAGS = ['read', 'create', 'update', 'delete', 'manage', 'menu'] as const;
type Flag = (typeof FLAGS)[number];
type Flags = Record<Flag, 0 | 1>;

interface Row {
  entry: PermissionEntry;
  depth: number;
}

/** Parents first, each followed by its children, siblings by their `order` (then name). */
export function permissionTree(entries: readonly PermissionEntry[]): Row[] {
  const byParent = new Map<number | null, PermissionEntry[]>();
  const ids = new Set(entries.map((e) => e.permission_id));
  for (const entry of entries) {
    // An entry whose parent is missing is shown at the top level rather than lost.
    const parent =
      entry.permission.parent_id !== null && ids.has(entry.permission.parent_id)
        ? entry.permission.parent_id
        : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), entry]);
  }
  const rows: Row[] = [];
  const visit = (parent: number | null, depth: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort(
      (a, b) =>
        a.permission.order - b.permission.order ||
        a.permission.name.localeCompare(b.permission.name, 'pt-BR'),
    );
    for (const entry of children) {
      rows.push({ entry, depth });
      if (depth < 10) visit(entry.permission_id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

function flagsOf(entry: PermissionEntry): Flags {
  return {
    read: entry.read,
    create: entry.create,
    update: entry.update,
    delete: entry.delete,
    manage: entry.manage,
    menu: entry.menu,
  };
}

function Editor({ profileId, readOnly }: { profileId: number; readOnly: boolean }) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const permissions = useQuery(profilePermissionsQuery(profileId));
  const [edits, setEdits] = useState<Map<number, Flags>>(new Map());
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => setEdits(new Map()), [profileId]);

  const rows = useMemo(() => permissionTree(permissions.data ?? []), [permissions.data]);
  const original = useMemo(
    () => new Map((permissions.data ?? []).map((e) => [e.permission_id, flagsOf(e)])),
    [permissions.data],
  );
  const current = (id: number): Flags => edits.get(id) ?? original.get(id)!;
  const changed = [...edits.entries()].filter(([id, flags]) =>
    FLAGS.some((flag) => flags[flag] !== original.get(id)?.[flag]),
  );

  const setFlags = (id: number, update: Partial<Flags>) =>
    setEdits((previous) => new Map(previous).set(id, { ...current(id), ...update }));

  const visible = filter.trim()
    ? rows.filter((row) =>
        row.entry.permission.name
          .toLocaleLowerCase('pt-BR')
          .includes(filter.trim().toLocaleLowerCase('pt-BR')),
      )
    : rows;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await updateProfilePermissions(profileId, {
        entries: changed.map(([permission_id, flags]) => ({ permission_id, ...flags })),
      });
      queryClient.setQueryData(profilePermissionsQuery(profileId).queryKey, saved);
      setEdits(new Map());
      notifications.show({ color: 'green', message: t('admin.permissionsSaved') });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setSaving(false);
    }
  };

  if (permissions.isPending) return <Loader aria-label={t('app.loading')} />;
  if (permissions.isError) return <Alert color="red">{t('admin.loadError')}</Alert>;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          aria-label={t('admin.filterResources')}
          placeholder={t('admin.filterResources')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        {!readOnly && (
          <Group gap="sm">
            {changed.length > 0 && (
              <Text size="sm" c="orange" role="status">
                {t('admin.unsaved', { count: changed.length })}
              </Text>
            )}
            <Button
              variant="default"
              disabled={changed.length === 0 || saving}
              onClick={() => setEdits(new Map())}
            >
              {t('admin.discard')}
            </Button>
            <Button onClick={() => void save()} loading={saving} disabled={changed.length === 0}>
              {t('admin.savePermissions')}
            </Button>
          </Group>
        )}
      </Group>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing={6} miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.resource')}</Table.Th>
              {FLAGS.map((flag) => (
                <Table.Th key={flag} ta="center" w={90}>
                  {t(`admin.flags.${flag}`)}
                </Table.Th>
              ))}
              {!readOnly && (
                <Table.Th ta="center" w={90}>
                  {t('admin.allFlags')}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={FLAGS.length + 2}>
                  <Text c="dimmed">{t('admin.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {visible.map(({ entry, depth }) => {
              const id = entry.permission_id;
              const flags = current(id);
              const name = entry.permission.name;
              const all = FLAGS.every((flag) => flags[flag] === 1);
              const some = FLAGS.some((flag) => flags[flag] === 1);
              const dirty = FLAGS.some((flag) => flags[flag] !== original.get(id)?.[flag]);
              return (
                <Table.Tr key={id} data-testid={`permission-${name}`}>
                  <Table.Td>
                    <Group gap={6} pl={filter ? 0 : depth * 20} wrap="nowrap">
                      <Text size="sm" fw={entry.permission.has_children ? 600 : 400}>
                        {name}
                      </Text>
                      {dirty && (
                        <Badge size="xs" color="orange" variant="light">
                          {t('admin.changed')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  {FLAGS.map((flag) => (
                    <Table.Td key={flag} ta="center">
                      <Checkbox
                        aria-label={`${t(`admin.flags.${flag}`)}: ${name}`}
                        checked={flags[flag] === 1}
                        disabled={readOnly}
                        onChange={(event) =>
                          setFlags(id, { [flag]: event.currentTarget.checked ? 1 : 0 })
                        }
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    </Table.Td>
                  ))}
                  {!readOnly && (
                    <Table.Td ta="center">
                      <Checkbox
                        aria-label={`${t('admin.allFlags')}: ${name}`}
                        checked={all}
                        indeterminate={some && !all}
                        onChange={() =>
                          setFlags(id, Object.fromEntries(FLAGS.map((flag) => [flag, all ? 0 : 1])))
                        }
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

/** `/perfis`: which resources and actions each profile grants (spec sections 3 and 6). */
export function ProfilesPage() {
  const { t } = useTranslation('users');
  const canUpdate = useAbility().can('update', 'Perfis e Permissões');
  const profiles = useQuery(profileListQuery);
  const [selected, setSelected] = useState<string | null>(null);
  const profileId = selected ?? (profiles.data?.[0] ? String(profiles.data[0].id) : null);
  const profile = profiles.data?.find((p) => String(p.id) === profileId);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('admin.profiles')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('admin.profilesHint')}
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group align="flex-end" gap="md">
            <Select
              label={t('admin.profile')}
              data={(profiles.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={profileId}
              onChange={setSelected}
              allowDeselect={false}
              w={{ base: '100%', sm: 260 }}
            />
            {profile?.is_customer && (
              <Badge variant="light" color="gray" mb={8}>
                {t('admin.customerProfile')}
              </Badge>
            )}
          </Group>
          {profiles.isPending ? (
            <Loader aria-label={t('app.loading')} />
          ) : profileId === null ? (
            <Text c="dimmed">{t('admin.empty')}</Text>
          ) : (
            <Editor profileId={Number(profileId)} readOnly={!canUpdate} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
