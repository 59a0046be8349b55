import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { BRANDS, BRAND_ID_VALUES, formatDateTimeSaoPaulo } from '@app/shared';
import type { NpsAnswerRow, NpsFigure } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import {
  NPS_KEYS,
  answersQuery,
  categoriesQuery,
  downloadAnswersCsv,
  resultsQuery,
  saveFollowUp,
} from '../api/nps-api.ts';
import type { ResultFilters } from '../api/nps-api.ts';
import { ScrollTable } from './scroll-table.tsx';
import '../i18n/index.ts';

const percent = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
const scoreText = (value: number | null) => (value === null ? '—' : String(value));
const scoreColor = (value: number | null) =>
  value === null ? 'gray' : value >= 50 ? 'teal' : value >= 0 ? 'yellow' : 'red';

/** The NPS of each month as bars from −100 to 100 around a zero line (SVG, described in text). */
function MonthChart({ months }: { months: NpsFigure[] }) {
  const { t } = useTranslation('nps');
  const width = Math.max(months.length * 64, 320);
  const height = 200;
  const zero = height / 2;
  const summary = months.map((m) => `${m.label}: ${scoreText(m.nps)}`).join('; ');
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 24}`}
      width="100%"
      role="img"
      aria-label={t('nps.results.chartLabel', { summary })}
      style={{ maxHeight: 260 }}
    >
      <line x1={0} x2={width} y1={zero} y2={zero} stroke="currentColor" strokeOpacity={0.3} />
      {months.map((month, index) => {
        const value = month.nps ?? 0;
        const bar = (Math.abs(value) / 100) * (height / 2 - 16);
        const x = index * 64 + 16;
        const y = value >= 0 ? zero - bar : zero;
        const color = `var(--mantine-color-${scoreColor(month.nps)}-6)`;
        return (
          <g key={month.key}>
            <rect x={x} y={y} width={32} height={Math.max(bar, 1)} fill={color} rx={3} />
            <text
              x={x + 16}
              y={value >= 0 ? y - 4 : y + bar + 12}
              textAnchor="middle"
              fontSize={12}
              fill="currentColor"
            >
              {scoreText(month.nps)}
            </text>
            <text x={x + 16} y={height + 18} textAnchor="middle" fontSize={12} fill="currentColor">
              {month.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function FigureTable({ title, rows }: { title: string; rows: NpsFigure[] }) {
  const { t } = useTranslation('nps');
  if (rows.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <ScrollTable label={title} minWidth={520}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{title}</Table.Th>
              <Table.Th ta="right">{t('nps.results.score')}</Table.Th>
              <Table.Th ta="right">{t('nps.results.responses')}</Table.Th>
              <Table.Th ta="right">{t('nps.results.responseRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">
                  <Badge
                    variant="light"
                    color={scoreColor(row.nps)}
                    miw={52}
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {scoreText(row.nps)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{row.answered}</Table.Td>
                <Table.Td ta="right">{percent(row.response_rate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Card>
  );
}

/**
 * The results tab of `/nps`: the NPS (promoters 9-10 minus detractors 1-6, in % of the scores)
 * and the response rate overall, by month (a chart), question, category and brand; the answers
 * with search, pages and the CSV; a detractor's answer opens a follow-up.
 */
export function ResultsPanel() {
  const { t } = useTranslation('nps');
  const categories = useQuery(categoriesQuery());
  const [filters, setFilters] = useState<ResultFilters>({
    category: null,
    brand: null,
    from: '',
    to: '',
  });
  const results = useQuery(resultsQuery(filters));
  const set =
    <K extends keyof ResultFilters>(key: K) =>
    (value: ResultFilters[K]) =>
      setFilters((current) => ({ ...current, [key]: value }));
  const overall = results.data?.overall;
  return (
    <Stack gap="lg">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('nps.list.category')}
          placeholder={t('nps.list.allCategories')}
          clearable
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={filters.category}
          onChange={set('category')}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label={t('nps.results.brand')}
          placeholder={t('nps.results.allBrands')}
          clearable
          data={BRAND_ID_VALUES.map((id) => ({ value: id, label: BRANDS[id].name }))}
          value={filters.brand}
          onChange={set('brand')}
          w={{ base: '100%', sm: 180 }}
        />
        <TextInput
          type="date"
          label={t('nps.results.from')}
          value={filters.from}
          onChange={(event) => set('from')(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('nps.results.to')}
          value={filters.to}
          onChange={(event) => set('to')(event.currentTarget.value)}
        />
      </Group>
      {results.isPending ? (
        <Loader aria-label={t('nps.send.checking')} />
      ) : results.isError || !overall ? null : overall.answered === 0 ? (
        <Text c="dimmed">{t('nps.results.empty')}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            {[
              [t('nps.results.score'), scoreText(overall.nps)],
              [t('nps.results.responseRate'), percent(overall.response_rate)],
              [t('nps.results.promoters'), String(overall.promoters)],
              [t('nps.results.passives'), String(overall.passives)],
              [t('nps.results.detractors'), String(overall.detractors)],
            ].map(([label, value]) => (
              <Card key={label} withBorder radius="lg" padding="md" data-testid="nps-figure">
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text fz={28} fw={700}>
                  {value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('nps.results.scoreHint')}
          </Text>
          <Card withBorder radius="lg" padding="md">
            <Title order={3} size="h5" mb="xs">
              {t('nps.results.byMonth')}
            </Title>
            <MonthChart months={results.data.by_month} />
          </Card>
          <FigureTable title={t('nps.results.byQuestion')} rows={results.data.by_question} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <FigureTable title={t('nps.results.byCategory')} rows={results.data.by_category} />
            <FigureTable title={t('nps.results.byBrand')} rows={results.data.by_brand} />
          </SimpleGrid>
        </>
      )}
      <Answers filters={filters} />
    </Stack>
  );
}

function Answers({ filters }: { filters: ResultFilters }) {
  const { t } = useTranslation('nps');
  const ability = useAbility();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [kind, setKind] = useState<'open' | 'detractor' | null>(null);
  const [following, setFollowing] = useState<NpsAnswerRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const answers = useQuery(answersQuery({ ...filters, page, search: debounced, kind }));
  const followUpText = (row: NpsAnswerRow) =>
    row.follow_up
      ? row.follow_up.status === 'closed'
        ? t('nps.results.followUpClosed')
        : t('nps.results.followUpOpen')
      : t('nps.results.followUp');
  const total = answers.data?.meta.total ?? 0;
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={3} size="h5">
            {t('nps.results.answers')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => {
              setExporting(true);
              downloadAnswersCsv({ ...filters, search: debounced, kind })
                .then(() =>
                  notifications.show({ color: 'teal', message: t('nps.results.exported') }),
                )
                .catch(() => undefined)
                .finally(() => setExporting(false));
            }}
          >
            {t('nps.results.export')}
          </Button>
        </Group>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('nps.results.answersSearch')}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
          <Select
            label={t('nps.results.kind')}
            data={[
              { value: 'all', label: t('nps.results.kindAll') },
              { value: 'open', label: t('nps.results.kindOpen') },
              { value: 'detractor', label: t('nps.results.kindDetractor') },
            ]}
            value={kind ?? 'all'}
            onChange={(value) => {
              setKind(value === 'open' || value === 'detractor' ? value : null);
              setPage(1);
            }}
            allowDeselect={false}
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
        {answers.isPending ? (
          <Loader size="sm" aria-label={t('nps.send.checking')} />
        ) : total === 0 ? (
          <Text c="dimmed">{t('nps.results.noAnswers')}</Text>
        ) : (
          <ScrollTable label={t('nps.results.answers')} minWidth={760}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('nps.results.date')}</Table.Th>
                  <Table.Th>{t('nps.results.person')}</Table.Th>
                  <Table.Th>{t('nps.list.question')}</Table.Th>
                  <Table.Th>{t('nps.results.answer')}</Table.Th>
                  <Table.Th>{t('nps.results.followUp')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answers.data?.data.map((row) => (
                  <Table.Tr key={row.id} data-testid="nps-answer">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTimeSaoPaulo(row.answered_at)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.user_name}</Text>
                      <Text size="xs" c="dimmed">
                        {row.user_email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {row.question}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {row.score !== null ? (
                        <Badge
                          variant="light"
                          color={row.score >= 9 ? 'teal' : row.score >= 7 ? 'yellow' : 'red'}
                        >
                          {row.score}
                        </Badge>
                      ) : (
                        <Text size="sm">{row.answer_text}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.score !== null && row.score <= 6 ? (
                        <Button
                          size="xs"
                          variant={row.follow_up ? 'subtle' : 'light'}
                          disabled={!ability.can('update', 'Nps')}
                          onClick={() => setFollowing(row)}
                          aria-label={t('nps.results.followUpOf', {
                            action: followUpText(row),
                            name: row.user_name,
                          })}
                        >
                          {followUpText(row)}
                        </Button>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        {total > 10 && <Pagination total={Math.ceil(total / 10)} value={page} onChange={setPage} />}
      </Stack>
      {following && <FollowUpModal row={following} onClose={() => setFollowing(null)} />}
    </Card>
  );
}

function FollowUpModal({ row, onClose }: { row: NpsAnswerRow; onClose: () => void }) {
  const { t } = useTranslation('nps');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [note, setNote] = useState(row.follow_up?.note ?? '');
  const [closed, setClosed] = useState(row.follow_up?.status === 'closed');
  const save = useMutation({
    mutationFn: () =>
      saveFollowUp(row.id, {
        assigned_to: row.follow_up?.assigned_to ?? user?.id ?? null,
        note,
        status: closed ? 'closed' : 'open',
      }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('nps.results.followUpSaved') });
      await queryClient.invalidateQueries({ queryKey: NPS_KEYS.answers });
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('nps.results.followUpTitle', { score: row.score, name: row.user_name })}
      centered
    >
      <Stack>
        <Text size="sm">{row.question}</Text>
        <Text size="sm">
          {t('nps.results.assignee')}: {row.follow_up?.assigned_name ?? user?.name ?? '—'}
        </Text>
        <Textarea
          label={t('nps.results.note')}
          value={note}
          maxLength={2000}
          autosize
          minRows={3}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Switch
          label={t('nps.results.close')}
          checked={closed}
          onChange={(event) => setClosed(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('nps.send.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t('nps.results.saveFollowUp')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
