import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Drawer,
  FileButton,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconPaperclip from '@tabler/icons-react/dist/esm/icons/IconPaperclip.mjs';
import { formatDateTimeSaoPaulo, TICKET_CATEGORIES, TICKET_PRIORITIES } from '@app/shared';
import type { Ticket, TicketCategory, TicketPriority, TicketStatus } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import {
  addComment,
  changeStatus,
  downloadAttachment,
  HELPDESK_KEYS,
  optionsQuery,
  ticketQuery,
  triageTicket,
  uploadAttachment,
} from '../api/helpdesk-api.ts';
import { PriorityBadge, StatusBadge } from './ticket-badges.tsx';
import '../i18n/index.ts';

const when = (iso: string) => formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY HH:mm') ?? '';

/** One ticket beside the list: its words, thread, attachments and what the reader may do. */
export function TicketDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('helpdesk');
  const ticket = useQuery({ ...ticketQuery(id ?? 0), enabled: id !== null });
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        ticket.data ? `#${ticket.data.id} · ${ticket.data.title}` : t('helpdesk.detail.loading')
      }
      closeButtonProps={{ 'aria-label': t('helpdesk.detail.close') }}
    >
      {ticket.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('helpdesk.detail.loading')} />
        </Group>
      ) : ticket.isError || !ticket.data ? (
        <Alert color="red">{t('helpdesk.detail.notFound')}</Alert>
      ) : (
        <TicketDetail ticket={ticket.data} />
      )}
    </Drawer>
  );
}

export function TicketDetail({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('helpdesk');
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: HELPDESK_KEYS.ticket(ticket.id) }),
      queryClient.invalidateQueries({ queryKey: HELPDESK_KEYS.tickets }),
    ]);
  };
  const [comment, setComment] = useState('');
  const [statusWords, setStatusWords] = useState('');
  const send = useMutation({
    mutationFn: () => addComment(ticket.id, comment),
    onSuccess: async () => {
      setComment('');
      await refresh();
      notifications.show({ color: 'teal', message: t('helpdesk.detail.commented') });
    },
  });
  const move = useMutation({
    mutationFn: (status: TicketStatus) =>
      changeStatus(ticket.id, {
        status,
        ...(statusWords.trim() ? { comment: statusWords.trim() } : {}),
      }),
    onSuccess: async (entry) => {
      setStatusWords('');
      await refresh();
      notifications.show({
        color: 'teal',
        message: t('helpdesk.detail.moved', { status: t(`helpdesk.status.${entry.status!}`) }),
      });
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadAttachment(ticket.id, file),
    onSuccess: async () => {
      await refresh();
      notifications.show({ color: 'teal', message: t('helpdesk.detail.attached') });
    },
  });
  const closed = ticket.status === 'fechado';
  const reopening = ticket.status === 'resolvido' || ticket.status === 'fechado';
  const moveLabel = (status: TicketStatus) =>
    reopening && status === 'em_atendimento'
      ? t('helpdesk.detail.reopen')
      : status === 'fechado' && ticket.status === 'resolvido' && !ticket.agent
        ? t('helpdesk.detail.confirmClose')
        : t('helpdesk.detail.moveTo', { status: t(`helpdesk.status.${status}`) });

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        <Text size="sm" c="dimmed">
          {t(`helpdesk.category.${ticket.category}`)}
        </Text>
        {ticket.external_id && (
          <Text size="sm" c="dimmed">
            · {t('helpdesk.detail.external', { id: ticket.external_id })}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('helpdesk.detail.openedBy', {
          name: ticket.requester.name,
          date: when(ticket.created_at),
        })}
      </Text>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('helpdesk.detail.description')}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{ticket.description}</Text>
      </Stack>

      {ticket.agent && <TriagePanel ticket={ticket} onSaved={refresh} />}

      {ticket.next_statuses.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('helpdesk.detail.actions')}
            </Title>
            <Textarea
              label={t('helpdesk.detail.statusComment')}
              value={statusWords}
              onChange={(event) => setStatusWords(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={5000}
            />
            <Group gap="xs">
              {ticket.next_statuses.map((status) => (
                <Button
                  key={status}
                  variant={status === 'resolvido' || status === 'fechado' ? 'filled' : 'light'}
                  loading={move.isPending && move.variables === status}
                  disabled={move.isPending}
                  onClick={() => move.mutate(status)}
                >
                  {moveLabel(status)}
                </Button>
              ))}
            </Group>
          </Stack>
        </Paper>
      )}

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('helpdesk.detail.attachments')}
        </Title>
        {ticket.attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('helpdesk.detail.noAttachments')}
          </Text>
        ) : (
          ticket.attachments.map((file) => (
            <Group key={file.id} gap="xs">
              <Anchor
                component="button"
                type="button"
                onClick={() => {
                  downloadAttachment(file).catch((error: unknown) =>
                    notifications.show({ color: 'red', message: errorMessageOf(error) }),
                  );
                }}
                aria-label={t('helpdesk.detail.download', { name: file.name })}
              >
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatFileSize(file.size_bytes)} · {file.uploaded_by.name} ·{' '}
                {when(file.created_at)}
              </Text>
            </Group>
          ))
        )}
        {!closed && (
          <Group gap="xs">
            <FileButton
              onChange={(file) => file && upload.mutate(file)}
              accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  loading={upload.isPending}
                  leftSection={<IconPaperclip size={14} aria-hidden />}
                >
                  {t('helpdesk.detail.attach')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('helpdesk.detail.attachHint')}
            </Text>
          </Group>
        )}
      </Stack>

      <Divider />
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('helpdesk.detail.thread')}
        </Title>
        {ticket.thread.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('helpdesk.detail.emptyThread')}
          </Text>
        )}
        {ticket.thread.map((entry) => (
          <Paper key={entry.id} withBorder p="sm" radius="md" data-testid="ticket-thread-entry">
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                {entry.author?.name ?? t('helpdesk.detail.outsideAuthor')}
                {entry.status && (
                  <Text span c="dimmed" fw={400}>
                    {' '}
                    {t('helpdesk.detail.movedTo', {
                      status: t(`helpdesk.status.${entry.status}`),
                    })}
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {when(entry.created_at)}
              </Text>
            </Group>
            {entry.body && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {entry.body}
              </Text>
            )}
          </Paper>
        ))}
        {closed ? (
          <Alert color="gray">{t('helpdesk.detail.closedNote')}</Alert>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (comment.trim()) send.mutate();
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('helpdesk.detail.comment')}
                placeholder={t('helpdesk.detail.commentPlaceholder')}
                value={comment}
                onChange={(event) => setComment(event.currentTarget.value)}
                autosize
                minRows={3}
                maxLength={5000}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending} disabled={!comment.trim()}>
                  {t('helpdesk.detail.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Stack>
  );
}

/** Agents: priority, category and who attends it. */
function TriagePanel({ ticket, onSaved }: { ticket: Ticket; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('helpdesk');
  const options = useQuery(optionsQuery());
  const [priority, setPriority] = useState<TicketPriority>(ticket.priority);
  const [category, setCategory] = useState<TicketCategory>(ticket.category);
  const [assignee, setAssignee] = useState<string | null>(
    ticket.assignee ? String(ticket.assignee.id) : null,
  );
  const save = useMutation({
    mutationFn: () =>
      triageTicket(ticket.id, {
        priority,
        category,
        assignee_id: assignee ? Number(assignee) : null,
      }),
    onSuccess: async () => {
      await onSaved();
      notifications.show({ color: 'teal', message: t('helpdesk.detail.triaged') });
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('helpdesk.detail.triage')}
        </Title>
        <Group grow align="flex-end" wrap="wrap">
          <Select
            label={t('helpdesk.list.priority')}
            value={priority}
            allowDeselect={false}
            onChange={(value) => value && setPriority(value)}
            data={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`helpdesk.priority.${p}`) }))}
            miw={140}
          />
          <Select
            label={t('helpdesk.list.category')}
            value={category}
            allowDeselect={false}
            onChange={(value) => value && setCategory(value)}
            data={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`helpdesk.category.${c}`) }))}
            miw={180}
          />
          <Select
            label={t('helpdesk.detail.assignee')}
            placeholder={t('helpdesk.list.nobody')}
            value={assignee}
            clearable
            onChange={setAssignee}
            data={(options.data?.agents ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            miw={180}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="light" loading={save.isPending} onClick={() => save.mutate()}>
            {t('helpdesk.detail.saveTriage')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
