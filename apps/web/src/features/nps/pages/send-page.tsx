import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import { formatDateTimeSaoPaulo, NPS_TRIAL_VALUES } from '@app/shared';
import type { NpsSend, NpsTrialFilter } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormPageHeader } from '../../../components/staff/form-page-header.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import {
  NPS_KEYS,
  activeQuestionsQuery,
  audienceOptionsQuery,
  checkSend,
  resendRound,
  sendSurvey,
  sendsQuery,
  withdrawRound,
} from '../api/nps-api.ts';
import type { SendBody } from '../api/nps-api.ts';
import { NPS_PATH } from '../paths.ts';
import { ScrollTable } from '../components/scroll-table.tsx';
import '../i18n/index.ts';

const TRIAL_KEYS: Record<NpsTrialFilter, string> = {
  any: 'nps.send.trialAny',
  only: 'nps.send.trialOnly',
  none: 'nps.send.trialNone',
};

interface Audience {
  profile_ids: string[];
  signature_type_ids: string[];
  product_ids: string[];
  course_ids: string[];
  trial: NpsTrialFilter;
  signed_up_from: string;
  signed_up_to: string;
}

const EMPTY: Audience = {
  profile_ids: [],
  signature_type_ids: [],
  product_ids: [],
  course_ids: [],
  trial: 'any',
  signed_up_from: '',
  signed_up_to: '',
};

function bodyOf(questionIds: number[], a: Audience): SendBody {
  return {
    question_ids: questionIds,
    audience: {
      profile_ids: a.profile_ids.map(Number),
      signature_type_ids: a.signature_type_ids.map(Number),
      product_ids: a.product_ids.map(Number),
      course_ids: a.course_ids.map(Number),
      trial: a.trial,
      signed_up_from: a.signed_up_from || null,
      signed_up_to: a.signed_up_to || null,
    },
  };
}

/**
 * Staff `/nps/enviar-pesquisa`: pick active questions and the audience's filters, see live how
 * many people receive them (`check-users-nps-send`), confirm and send; the rounds sent, each
 * re-sent or its pending questions withdrawn after a confirmation.
 */
export function SendPage() {
  const { t } = useTranslation('nps');
  const queryClient = useQueryClient();
  const questions = useQuery(activeQuestionsQuery());
  const options = useQuery(audienceOptionsQuery());
  const [picked, setPicked] = useState<number[]>([]);
  const [audience, setAudience] = useState<Audience>(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const body = bodyOf(picked, audience);
  const [debounced] = useDebouncedValue(body, 300);
  const check = useQuery({
    queryKey: ['check-users-nps-send', debounced],
    queryFn: () => checkSend(debounced),
    enabled: debounced.question_ids.length > 0,
    placeholderData: (previous) => previous,
  });
  const send = useMutation({
    mutationFn: () => sendSurvey(body),
    onSuccess: async (result) => {
      setConfirming(false);
      setPicked([]);
      notifications.show({ color: 'teal', message: t('nps.send.sent', { count: result.created }) });
      await queryClient.invalidateQueries({ queryKey: NPS_KEYS.sends });
      await queryClient.invalidateQueries({ queryKey: ['check-users-nps-send'] });
    },
  });
  const set =
    <K extends keyof Audience>(key: K) =>
    (value: Audience[K]) =>
      setAudience((current) => ({ ...current, [key]: value }));
  const data = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const people = check.data?.people ?? 0;

  return (
    <Stack gap="lg" maw={1040}>
      <FormPageHeader
        backTo={NPS_PATH}
        backLabel={t('nps.send.back')}
        title={t('nps.send.title')}
      />
      <Card withBorder radius="lg" padding="lg">
        <Stack>
          <Title order={2} size="h4">
            {t('nps.send.questions')}
          </Title>
          {questions.isPending ? (
            <Loader size="sm" aria-label={t('nps.send.checking')} />
          ) : (questions.data?.data.length ?? 0) === 0 ? (
            <Text c="dimmed">{t('nps.send.noQuestions')}</Text>
          ) : (
            <Checkbox.Group
              value={picked.map(String)}
              onChange={(values) => setPicked(values.map(Number))}
              label={t('nps.send.questions')}
              description={t('nps.send.questionsHint')}
              labelProps={{
                style: {
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                },
              }}
            >
              <Stack gap="xs" mt="xs">
                {questions.data?.data.map((q) => (
                  <Checkbox
                    key={q.id}
                    value={String(q.id)}
                    label={q.question}
                    description={`${q.category_name} · ${q.open_question ? t('nps.common.open') : t('nps.common.rating')}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Stack>
          <Title order={2} size="h4">
            {t('nps.send.audience')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={t('nps.send.profiles')}
              placeholder={t('nps.send.any')}
              data={data(options.data?.profiles)}
              value={audience.profile_ids}
              onChange={set('profile_ids')}
              searchable
              clearable
            />
            <MultiSelect
              label={t('nps.send.signatures')}
              placeholder={t('nps.send.any')}
              data={data(options.data?.signature_types)}
              value={audience.signature_type_ids}
              onChange={set('signature_type_ids')}
              searchable
              clearable
            />
            <MultiSelect
              label={t('nps.send.products')}
              placeholder={t('nps.send.any')}
              data={data(options.data?.products)}
              value={audience.product_ids}
              onChange={set('product_ids')}
              searchable
              clearable
            />
            <MultiSelect
              label={t('nps.send.courses')}
              placeholder={t('nps.send.any')}
              data={data(options.data?.courses)}
              value={audience.course_ids}
              onChange={set('course_ids')}
              searchable
              clearable
            />
            <Select
              label={t('nps.send.trial')}
              data={NPS_TRIAL_VALUES.map((value) => ({ value, label: t(TRIAL_KEYS[value]) }))}
              value={audience.trial}
              onChange={(value) => set('trial')(value ?? 'any')}
              allowDeselect={false}
            />
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={t('nps.send.signedUpFrom')}
                value={audience.signed_up_from}
                onChange={(event) => set('signed_up_from')(event.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('nps.send.signedUpTo')}
                value={audience.signed_up_to}
                onChange={(event) => set('signed_up_to')(event.currentTarget.value)}
              />
            </Group>
          </SimpleGrid>
          <Alert
            color={picked.length > 0 && people > 0 ? 'blue' : 'gray'}
            role="status"
            aria-live="polite"
            data-testid="nps-reach"
          >
            {picked.length === 0 ? (
              t('nps.send.pickQuestions')
            ) : check.isError ? (
              <Text size="sm">
                {String(check.error instanceof Error ? check.error.message : '')}
              </Text>
            ) : !check.data ? (
              t('nps.send.checking')
            ) : (
              <Stack gap={2}>
                <Text fw={700}>{t('nps.send.reach', { count: people })}</Text>
                <Text size="sm">
                  {t('nps.send.reachDetail', {
                    fresh: check.data.new_questions,
                    pending: check.data.already_pending,
                  })}
                </Text>
              </Stack>
            )}
          </Alert>
          <Group justify="flex-end">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={picked.length === 0 || !check.data || check.data.new_questions === 0}
              onClick={() => setConfirming(true)}
            >
              {t('nps.send.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('nps.send.confirmTitle')}
        centered
      >
        <Stack>
          <Text>{t('nps.send.confirmText', { count: people, questions: picked.length })}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={send.isPending}
            >
              {t('nps.send.cancel')}
            </Button>
            <Button loading={send.isPending} onClick={() => send.mutate()} data-autofocus>
              {t('nps.send.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Rounds />
    </Stack>
  );
}

type RoundAction = { kind: 'resend' | 'withdraw'; round: NpsSend };

function Rounds() {
  const { t } = useTranslation('nps');
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const rounds = useQuery(sendsQuery(page));
  const [action, setAction] = useState<RoundAction | null>(null);
  const run = useMutation({
    mutationFn: async (a: RoundAction) =>
      a.kind === 'resend'
        ? t('nps.send.resent', { count: (await resendRound(a.round.id)).created })
        : t('nps.send.withdrawn', { count: (await withdrawRound(a.round.id)).withdrawn }),
    onSuccess: async (message) => {
      setAction(null);
      notifications.show({ color: 'teal', message });
      await queryClient.invalidateQueries({ queryKey: NPS_KEYS.sends });
    },
  });
  const total = rounds.data?.meta.total ?? 0;
  const dateOf = (round: NpsSend) => formatDateTimeSaoPaulo(round.created_at) ?? '';
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('nps.send.rounds')}
        </Title>
        {rounds.isPending ? (
          <Loader size="sm" aria-label={t('nps.send.checking')} />
        ) : total === 0 ? (
          <Text c="dimmed">{t('nps.send.noRounds')}</Text>
        ) : (
          <ScrollTable label={t('nps.send.rounds')} minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('nps.send.sentAt')}</Table.Th>
                  <Table.Th>{t('nps.send.roundQuestions')}</Table.Th>
                  <Table.Th>{t('nps.send.sentBy')}</Table.Th>
                  <Table.Th ta="right">{t('nps.send.progress')}</Table.Th>
                  <Table.Th>{t('nps.common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rounds.data?.data.map((round) => (
                  <Table.Tr key={round.id} data-testid="nps-round">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(round)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {round.questions.join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>{round.sent_by_name ?? '—'}</Table.Td>
                    <Table.Td ta="right">
                      {t('nps.send.progressOf', {
                        answered: round.answered,
                        pending: round.pending,
                      })}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {ability.can('create', 'Nps') && (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setAction({ kind: 'resend', round })}
                            aria-label={t('nps.send.resendOf', { date: dateOf(round) })}
                          >
                            {t('nps.send.resend')}
                          </Button>
                        )}
                        {ability.can('delete', 'Nps') && round.pending > 0 && (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => setAction({ kind: 'withdraw', round })}
                            aria-label={t('nps.send.withdrawOf', { date: dateOf(round) })}
                          >
                            {t('nps.send.withdraw')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        {total > 10 && <Pagination total={Math.ceil(total / 10)} value={page} onChange={setPage} />}
      </Stack>
      <Modal
        opened={action !== null}
        onClose={() => setAction(null)}
        title={
          action?.kind === 'withdraw' ? t('nps.send.withdrawTitle') : t('nps.send.resendTitle')
        }
        centered
      >
        <Stack>
          <Text>
            {action?.kind === 'withdraw' ? t('nps.send.withdrawText') : t('nps.send.resendText')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAction(null)} disabled={run.isPending}>
              {t('nps.send.cancel')}
            </Button>
            <Button
              color={action?.kind === 'withdraw' ? 'red' : undefined}
              loading={run.isPending}
              onClick={() => action && run.mutate(action)}
              data-autofocus
            >
              {action?.kind === 'withdraw' ? t('nps.send.withdraw') : t('nps.send.resend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
