import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { useMediaQuery } from '@mantine/hooks';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { AnalystCredentials } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { AnalystCredentialsForm } from './analyst-credentials-form.tsx';
import { useAnalysts } from './use-analysts.ts';
import type { AnalystRow } from './use-analysts.ts';
import '../i18n/index.ts';

/** Whether the analyst may publish, or what is missing. */
function PublishState({ credentials }: { credentials: AnalystCredentials }) {
  const { t } = useTranslation('recommendations');
  return credentials.can_publish ? (
    <Badge variant="light" color="teal">
      {t('recommendations.analysts.canPublish')}
    </Badge>
  ) : (
    <Badge variant="light" color="orange">
      {t('recommendations.analysts.cannotPublish')}
    </Badge>
  );
}

function MethodBadges({ credentials }: { credentials: AnalystCredentials }) {
  const { t } = useTranslation('recommendations');
  if (credentials.trade_methods.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('recommendations.analysts.noMethodsShort')}
      </Text>
    );
  return (
    <Group gap={4} maw={320}>
      {credentials.trade_methods.map((method) => (
        <Badge key={method.id} variant="light" tt="none">
          {method.name}
        </Badge>
      ))}
    </Group>
  );
}

function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('recommendations');
  return (
    <Group justify="flex-end">
      <Tooltip label={t('recommendations.analysts.edit')}>
        <ActionIcon
          variant="subtle"
          onClick={onClick}
          aria-label={t('recommendations.analysts.editOf', { name })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function AnalystTableRow({
  row,
  canEdit,
  onEdit,
  narrow,
}: {
  row: AnalystRow;
  canEdit: boolean;
  onEdit: (credentials: AnalystCredentials) => void;
  narrow: boolean;
}) {
  const { t } = useTranslation('recommendations');
  const { analyst, credentials } = row;
  if (narrow)
    return (
      <Table.Tr data-testid="analyst-row">
        <Table.Td>
          <Stack gap={6}>
            <Text fw={600}>{analyst.name}</Text>
            {credentials ? (
              <>
                <Group gap="xs">
                  <Text size="sm" ff="monospace">
                    {credentials.cnpi ?? t('recommendations.analysts.noCnpi')}
                  </Text>
                  <PublishState credentials={credentials} />
                </Group>
                <MethodBadges credentials={credentials} />
              </>
            ) : (
              <Loader size="xs" aria-label={t('recommendations.analysts.loadingOne')} />
            )}
          </Stack>
        </Table.Td>
        <Table.Td>
          {canEdit && credentials && (
            <EditButton name={analyst.name} onClick={() => onEdit(credentials)} />
          )}
        </Table.Td>
      </Table.Tr>
    );
  return (
    <Table.Tr data-testid="analyst-row">
      <Table.Td>
        <Text fw={600}>{analyst.name}</Text>
      </Table.Td>
      {credentials ? (
        <>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {credentials.cnpi ? (
              <Text ff="monospace">{credentials.cnpi}</Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('recommendations.analysts.noCnpi')}
              </Text>
            )}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {credentials.declaration_accepted_at ? (
              <Text size="sm">
                {t('recommendations.analysts.acceptedShort', {
                  date: formatDateTimeSaoPaulo(credentials.declaration_accepted_at, 'DD/MM/YYYY'),
                })}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('recommendations.analysts.pending')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <MethodBadges credentials={credentials} />
          </Table.Td>
          <Table.Td>
            <PublishState credentials={credentials} />
          </Table.Td>
          <Table.Td>
            {canEdit && <EditButton name={analyst.name} onClick={() => onEdit(credentials)} />}
          </Table.Td>
        </>
      ) : (
        <Table.Td colSpan={5}>
          <Loader size="xs" aria-label={t('recommendations.analysts.loadingOne')} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * The analysts' tab of `/metodos`: each person of profile Analista with the CVM credentials every
 * recommendation carries (CNPI, the declaration of independence) and the methods they recommend
 * in; staff who may change recommendations edit them in a modal.
 */
export function AnalystsPanel() {
  const { t } = useTranslation('recommendations');
  const ability = useAbility();
  const analysts = useAnalysts();
  const [editing, setEditing] = useState<AnalystCredentials | null>(null);
  const canEdit = ability.can('update', 'Recomendações');
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('recommendations.analysts.title')}
        </Title>
        <Text c="dimmed" maw={720}>
          {t('recommendations.analysts.intro')}
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        {analysts.isError ? (
          <Alert color="red">{t('recommendations.analysts.loadError')}</Alert>
        ) : analysts.rows.length === 0 && analysts.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('recommendations.analysts.loading')} />
          </Center>
        ) : analysts.rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('recommendations.analysts.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={narrow ? 0 : 820}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recommendations.analysts.analyst')}</Table.Th>
                  {!narrow && (
                    <>
                      <Table.Th>{t('recommendations.analysts.cnpiShort')}</Table.Th>
                      <Table.Th>{t('recommendations.analysts.declaration')}</Table.Th>
                      <Table.Th>{t('recommendations.analysts.methodsShort')}</Table.Th>
                      <Table.Th>{t('recommendations.common.status')}</Table.Th>
                    </>
                  )}
                  <Table.Th>
                    <VisuallyHidden>{t('recommendations.common.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {analysts.rows.map((row) => (
                  <AnalystTableRow
                    key={row.analyst.id}
                    row={row}
                    canEdit={canEdit}
                    onEdit={setEditing}
                    narrow={narrow}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('recommendations.analysts.editTitle', { name: editing.name }) : ''}
        size="lg"
        fullScreen={narrow}
        centered
      >
        {editing && (
          <AnalystCredentialsForm credentials={editing} onClose={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
