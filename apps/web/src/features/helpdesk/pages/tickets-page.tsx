import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Button, Checkbox, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import {
  formatDateTimeSaoPaulo,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@app/shared';
import type { TicketCategory, TicketPriority, TicketStatus } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import { usePagedList } from '../../../components/staff/paged-list.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { PER_PAGE, ticketsQuery } from '../api/helpdesk-api.ts';
import { NewTicketModal } from '../components/new-ticket-modal.tsx';
import { PriorityBadge, StatusBadge } from '../components/ticket-badges.tsx';
import { TicketDrawer } from '../components/ticket-drawer.tsx';
import { TICKET_PARAM } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'hub-glpi';

/**
 * `/hub/central-de-chamdos`: the tickets the person may see (theirs; every one for agents),
 * with filters, search and pages; `?chamado=<id>` opens one beside the list.
 */
export function TicketsPage() {
  const { t } = useTranslation('helpdesk');
  const ability = useAbility();
  const agent = ability.can('manage', RESOURCE);
  const list = usePagedList();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [priority, setPriority] = useState<TicketPriority | null>(null);
  const [category, setCategory] = useState<TicketCategory | null>(null);
  const [mine, setMine] = useState(false);
  const [creating, setCreating] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const tickets = useQuery(
    ticketsQuery({ page: list.page, search: list.debounced, status, priority, category, mine }),
  );
  const openId = Number(params.get(TICKET_PARAM)) || null;
  const open = (id: number | null) =>
    setParams(id === null ? {} : { [TICKET_PARAM]: String(id) }, { replace: id === null });
  const total = tickets.data?.meta.total ?? 0;
  const when = (iso: string) => formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY HH:mm') ?? '';

  return (
    <>
      <Text c="dimmed" mb="md">
        {t('helpdesk.list.intro')}
      </Text>
      <ListFrame
        title={t('helpdesk.list.title')}
        search={list.search}
        onSearch={list.onSearch}
        searchPlaceholder={t('helpdesk.list.searchPlaceholder')}
        filters={
          <>
            <Select
              label={t('helpdesk.list.status')}
              placeholder={t('helpdesk.list.allStatuses')}
              clearable
              value={status}
              onChange={list.resetting((v: string | null) => setStatus(v as TicketStatus | null))}
              data={TICKET_STATUSES.map((s) => ({ value: s, label: t(`helpdesk.status.${s}`) }))}
              w={{ base: '100%', sm: 180 }}
            />
            <Select
              label={t('helpdesk.list.priority')}
              placeholder={t('helpdesk.list.allPriorities')}
              clearable
              value={priority}
              onChange={list.resetting((v: string | null) =>
                setPriority(v as TicketPriority | null),
              )}
              data={TICKET_PRIORITIES.map((p) => ({
                value: p,
                label: t(`helpdesk.priority.${p}`),
              }))}
              w={{ base: '100%', sm: 170 }}
            />
            <Select
              label={t('helpdesk.list.category')}
              placeholder={t('helpdesk.list.allCategories')}
              clearable
              value={category}
              onChange={list.resetting((v: string | null) =>
                setCategory(v as TicketCategory | null),
              )}
              data={TICKET_CATEGORIES.map((c) => ({
                value: c,
                label: t(`helpdesk.category.${c}`),
              }))}
              w={{ base: '100%', sm: 210 }}
            />
            {agent && (
              <Checkbox
                label={t('helpdesk.list.mine')}
                checked={mine}
                onChange={(event) => list.resetting(setMine)(event.currentTarget.checked)}
                style={{ alignSelf: 'flex-end', paddingBottom: 8 }}
              />
            )}
          </>
        }
        actions={
          ability.can('create', RESOURCE) && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              {t('helpdesk.list.new')}
            </Button>
          )
        }
        loading={tickets.isPending}
        error={tickets.isError}
        empty={(tickets.data?.data.length ?? 0) === 0}
        total={total}
        page={list.page}
        pages={Math.max(1, Math.ceil(total / PER_PAGE))}
        onPage={list.setPage}
      >
        <Table.ScrollContainer minWidth={narrow ? 320 : 860}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('helpdesk.list.ticket')}</Table.Th>
                <Table.Th>{t('helpdesk.list.status')}</Table.Th>
                {!narrow && (
                  <>
                    <Table.Th>{t('helpdesk.list.priority')}</Table.Th>
                    <Table.Th>{t('helpdesk.list.requester')}</Table.Th>
                    <Table.Th>{t('helpdesk.list.assignee')}</Table.Th>
                    <Table.Th>{t('helpdesk.list.updated')}</Table.Th>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tickets.data?.data.map((ticket) => (
                <Table.Tr key={ticket.id} data-testid="ticket-row">
                  <Table.Td>
                    <Stack gap={2}>
                      <Anchor
                        component="button"
                        type="button"
                        fw={600}
                        ta="left"
                        onClick={() => open(ticket.id)}
                        aria-label={t('helpdesk.list.open', { id: ticket.id, title: ticket.title })}
                      >
                        #{ticket.id} · {ticket.title}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {[
                          t(`helpdesk.category.${ticket.category}`),
                          t('helpdesk.list.comments', { count: ticket.comments }),
                          ...(narrow ? [ticket.requester.name, when(ticket.updated_at)] : []),
                        ].join(' · ')}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <StatusBadge status={ticket.status} />
                      {narrow && <PriorityBadge priority={ticket.priority} />}
                    </Group>
                  </Table.Td>
                  {!narrow && (
                    <>
                      <Table.Td>
                        <PriorityBadge priority={ticket.priority} />
                      </Table.Td>
                      <Table.Td>{ticket.requester.name}</Table.Td>
                      <Table.Td>
                        {ticket.assignee?.name ?? (
                          <Text span c="dimmed" size="sm">
                            {t('helpdesk.list.nobody')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {when(ticket.updated_at)}
                      </Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListFrame>
      <NewTicketModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(ticket) => {
          setCreating(false);
          open(ticket.id);
        }}
      />
      <TicketDrawer id={openId} onClose={() => open(null)} />
    </>
  );
}
