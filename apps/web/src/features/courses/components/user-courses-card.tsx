import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { registerUserCourses, selectQuery, userCoursesQuery } from '../courses-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const STATUS_COLOR = {
  active: 'teal',
  scheduled: 'blue',
  expired: 'gray',
  revoked: 'red',
} as const;
const day = (iso: string | null) => (iso ? (formatDateTimeSaoPaulo(iso) ?? '') : '—');

/** A person's course grants on the staff user screen, and "Liberar cursos" (a staff courtesy). */
export function UserCoursesCard({ userId }: { userId: number }) {
  const { t } = useTranslation('courses');
  const ability = useAbility();
  const canGrant = ability.can('update', 'Usuários');
  const grants = useQuery(userCoursesQuery(userId));
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="user-courses">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('userCourses.title')}
          </Title>
          {canGrant && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setOpen(true)}
            >
              {t('userCourses.grant')}
            </Button>
          )}
        </Group>
        {grants.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : grants.isError ? (
          <Alert color="red">{t('admin.loadError')}</Alert>
        ) : grants.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('userCourses.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('userCourses.course')}</Table.Th>
                  <Table.Th>{t('userCourses.status')}</Table.Th>
                  <Table.Th>{t('userCourses.period')}</Table.Th>
                  <Table.Th>{t('userCourses.source')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {grants.data.map((grant) => (
                  <Table.Tr key={grant.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {grant.name}
                      </Text>
                      {grant.note && (
                        <Text size="xs" c="dimmed">
                          {grant.note}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[grant.status]} variant="light">
                        {t(`userCourses.statuses.${grant.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {day(grant.starts_at)} →{' '}
                        {grant.ends_at ? day(grant.ends_at) : t('userCourses.lifetime')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {t(`userCourses.sources.${grant.source}`, { defaultValue: grant.source })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {open && <GrantModal userId={userId} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function GrantModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation('courses');
  const queryClient = useQueryClient();
  const courses = useQuery(selectQuery('course'));
  const [chosen, setChosen] = useState<string[]>([]);
  const [endsOn, setEndsOn] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (chosen.length === 0) return setError(t('userCourses.pick'));
    setBusy(true);
    setError(null);
    try {
      await registerUserCourses({
        user_id: userId,
        course_ids: chosen.map(Number),
        // The access lasts through the chosen day in Brasília (UTC−03:00).
        ends_at: endsOn ? new Date(`${endsOn}T23:59:59-03:00`).toISOString() : null,
        note: note.trim() || null,
      });
      await queryClient.invalidateQueries({ queryKey: userCoursesQuery(userId).queryKey });
      notifications.show({ color: 'teal', message: t('userCourses.granted') });
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.messages.join(' ') : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('userCourses.grant')} centered>
      <Stack>
        <MultiSelect
          label={t('userCourses.courses')}
          data={(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={chosen}
          onChange={setChosen}
          searchable
          data-autofocus
        />
        <TextInput
          type="date"
          label={t('userCourses.endsOn')}
          description={t('userCourses.endsOnHint')}
          value={endsOn}
          onChange={(e) => setEndsOn(e.currentTarget.value)}
        />
        <TextInput
          label={t('userCourses.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('coursesAdmin.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {t('userCourses.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
