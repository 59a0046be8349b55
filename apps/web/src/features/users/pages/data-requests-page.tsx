import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  DATA_REQUEST_DEADLINE_DAYS,
  DATA_REQUEST_KIND_VALUES,
  DATA_REQUEST_STATUS_VALUES,
  dataRequestAnswerForm,
  formatDateTimeSaoPaulo,
} from '@app/shared';
import type { DataRequest, DataRequestKind, DataRequestStatus, FormValuesOf } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { DataRequestBadges } from '../../../components/data-requests/data-request-badges.tsx';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { formResolver } from '../../../components/forms/form-resolver.ts';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import {
  answerDataRequest,
  DATA_REQUESTS_PER_PAGE,
  dataRequestsQuery,
} from '../../../lib/data-rights/data-rights-api.ts';
import '../../../components/data-requests/i18n/index.ts';
import '../../../i18n/shared/index.ts';

type AnswerValues = FormValuesOf<typeof dataRequestAnswerForm>;
const when = (value: string) => formatDateTimeSaoPaulo(value, 'DD/MM/YYYY HH:mm');

/** The answer of a request, or the form that records it (once, with who and when). */
function AnswerModal({ request, onClose }: { request: DataRequest | null; onClose: () => void }) {
  const { t } = useTranslation('dataRights');
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: formResolver(dataRequestAnswerForm),
    defaultValues: dataRequestAnswerForm.values(undefined),
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset(dataRequestAnswerForm.values(undefined));
    onClose();
  };
  const onSubmit = form.handleSubmit(async (body) => {
    if (!request) return;
    try {
      await answerDataRequest(request.id, body);
      notifications.show({ color: 'green', message: t('queue.answered') });
      await queryClient.invalidateQueries({ queryKey: ['list-data-requests'] });
      close();
    } catch (error) {
      const message = applyServerErrors<AnswerValues>(
        error,
        dataRequestAnswerForm.fields,
        form.setError,
        { conflicts: true },
      );
      if (message) notifications.show({ color: 'red', message });
    }
  });
  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={request ? t('queue.answerTitle', { id: request.id }) : ''}
      size="lg"
      centered
    >
      {request && (
        <Stack>
          <div>
            <Text fw={600}>
              {t(`kind.${request.kind}`)} · {request.user_name}
            </Text>
            <Text size="sm" c="dimmed">
              {request.user_email} · {t(`channel.${request.channel}`)} ·{' '}
              {when(request.requested_at)}
            </Text>
          </div>
          {request.note && (
            <div>
              <Text size="sm" fw={600}>
                {t('queue.note')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {request.note}
              </Text>
            </div>
          )}
          {request.status === 'done' ? (
            <div>
              <Text size="sm" fw={600}>
                {t('profile.answer')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {request.answer}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t('queue.answeredBy', {
                  name: request.answered_by_name ?? '—',
                  when: request.answered_at ? when(request.answered_at) : '—',
                })}
              </Text>
            </div>
          ) : (
            <form onSubmit={(event) => void onSubmit(event)} noValidate>
              <Stack>
                <Textarea
                  label={t('queue.answerLabel')}
                  description={t('queue.answerHint')}
                  autosize
                  minRows={4}
                  required
                  error={errors.answer?.message}
                  {...form.register('answer')}
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={close}>
                    {t('profile.cancel')}
                  </Button>
                  <Button type="submit" loading={isSubmitting}>
                    {t('queue.send')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** Staff's queue of the data subjects' requests, open first by legal deadline. */
export function DataRequestsPage() {
  const { t } = useTranslation('dataRights');
  const { t: tShell } = useTranslation();
  const [params] = useSearchParams();
  const userId = Number(params.get('usuario')) || undefined;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<DataRequestStatus | null>(userId ? null : 'open');
  const [kind, setKind] = useState<DataRequestKind | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DataRequest | null>(null);
  const requests = useQuery(
    dataRequestsQuery({
      page,
      search: debounced,
      status,
      kind,
      ...(userId ? { userId } : {}),
    }),
  );
  const data = requests.data;
  const now = new Date();
  return (
    <>
      <ListFrame
        title={tShell('admin.dataRequests')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        searchPlaceholder={t('queue.search')}
        filters={
          <>
            <Select
              aria-label={t('queue.status')}
              placeholder={t('queue.allStatuses')}
              data={DATA_REQUEST_STATUS_VALUES.map((value) => ({
                value,
                label: t(`status.${value}`),
              }))}
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
              clearable
              w={180}
            />
            <Select
              aria-label={t('queue.kind')}
              placeholder={t('queue.allKinds')}
              data={DATA_REQUEST_KIND_VALUES.map((value) => ({
                value,
                label: t(`kind.${value}`),
              }))}
              value={kind}
              onChange={(value) => {
                setKind(value);
                setPage(1);
              }}
              clearable
              w={230}
            />
          </>
        }
        loading={requests.isPending}
        error={requests.isError}
        empty={(data?.data.length ?? 0) === 0}
        total={data?.meta.total ?? 0}
        page={page}
        pages={Math.ceil((data?.meta.total ?? 0) / DATA_REQUESTS_PER_PAGE)}
        onPage={setPage}
      >
        <Text size="sm" c="dimmed" mb="sm">
          {t('queue.legal', { days: DATA_REQUEST_DEADLINE_DAYS })}
        </Text>
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('queue.person')}</Table.Th>
                <Table.Th>{t('queue.kind')}</Table.Th>
                <Table.Th>{t('queue.requestedAt')}</Table.Th>
                <Table.Th>{t('queue.status')}</Table.Th>
                <Table.Th>{t('queue.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.data.map((request) => (
                <Table.Tr key={request.id} data-testid="data-request-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {request.user_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {request.anonymised ? t('queue.anonymised') : request.user_email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {t(`kind.${request.kind}`)}
                    <Text size="xs" c="dimmed">
                      {t(`channel.${request.channel}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(request.requested_at)}</Table.Td>
                  <Table.Td>
                    <DataRequestBadges request={request} now={now} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant={request.status === 'open' ? 'filled' : 'default'}
                      onClick={() => setOpen(request)}
                      aria-label={`${
                        request.status === 'open' ? t('queue.answer') : t('queue.view')
                      } #${request.id}`}
                    >
                      {request.status === 'open' ? t('queue.answer') : t('queue.view')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListFrame>
      <AnswerModal request={open} onClose={() => setOpen(null)} />
    </>
  );
}
