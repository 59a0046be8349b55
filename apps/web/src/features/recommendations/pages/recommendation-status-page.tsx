import '@mantine/core/styles/Table.css';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BrandId, Recommendation } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { PER_PAGE } from '../api/page.ts';
import { recommendationBoardQuery } from '../api/recommendations-api.ts';
import {
  RecommendationFilterFields,
  useRecommendationFilters,
} from '../components/recommendation-filters.tsx';
import { percentText, saoPauloText } from '../components/recommendation-format.ts';
import { useRecommendationsLive } from '../components/recommendation-live.ts';
import { recommendationPath } from '../components/recommendation-paths.ts';
import {
  OperationBadge,
  RecommendationStatusBadge,
} from '../components/recommendation-status-badge.tsx';
import '../i18n/index.ts';

/** A closed call's result, coloured; nothing while it is open (or never entered). */
function Result({ rec }: { rec: Recommendation }) {
  if (rec.result_percent === null)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const color = rec.result_percent > 0 ? 'teal' : rec.result_percent < 0 ? 'red' : undefined;
  return (
    <Text size="sm" fw={700} c={color} style={{ whiteSpace: 'nowrap' }}>
      {percentText(rec.result_percent)}
    </Text>
  );
}

/**
 * `/status-das-recomendacoes`: where every recommendation of the brand stands — its status since
 * when, and the result of the closed ones — filtered by status, analyst, method and ticker, and
 * updated live as quotes, the clock and the analysts move them.
 */
export function RecommendationStatusPage({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('recommendations');
  const ability = useAbility();
  const list = usePagedList();
  const filter = useRecommendationFilters(list);
  const board = useQuery(recommendationBoardQuery(filter.filters));
  useRecommendationsLive(brand);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  // The detail is the staff's page (Recomendações); the board alone shows the code.
  const linked = ability.can('update', 'Recomendações');

  return (
    <PagedList
      list={list}
      query={board}
      perPage={PER_PAGE}
      title={t('recommendations.status.title')}
      searchPlaceholder={t('recommendations.staff.searchPlaceholder')}
      filters={<RecommendationFilterFields state={filter} statuses="all-recommendation-status" />}
      {...(narrow ? {} : { minWidth: 860 })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('recommendations.staff.ticker')}</Table.Th>
          {!narrow && <Table.Th>{t('recommendations.staff.analystAndMethod')}</Table.Th>}
          <Table.Th>{t('recommendations.common.status')}</Table.Th>
          {!narrow && <Table.Th>{t('recommendations.status.since')}</Table.Th>}
          <Table.Th ta="right">{t('recommendations.status.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {board.data?.data.map((rec) => (
          <Table.Tr key={rec.id} data-testid="status-row">
            <Table.Td>
              <Stack gap={2}>
                <Group gap={6} wrap="nowrap">
                  {linked ? (
                    <Anchor
                      component={Link}
                      to={recommendationPath(rec.id)}
                      fw={700}
                      ff="monospace"
                    >
                      {rec.asset.code}
                    </Anchor>
                  ) : (
                    <Text fw={700} ff="monospace">
                      {rec.asset.code}
                    </Text>
                  )}
                  <OperationBadge operation={rec.operation} />
                </Group>
                {narrow && (
                  <Text size="xs" c="dimmed">
                    {rec.analyst.name} · {rec.trade_method.name}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            {!narrow && (
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{rec.analyst.name}</Text>
                  <Text size="xs" c="dimmed">
                    {rec.setup
                      ? `${rec.trade_method.name} · ${rec.setup.name}`
                      : rec.trade_method.name}
                  </Text>
                </Stack>
              </Table.Td>
            )}
            <Table.Td>
              <Stack gap={2}>
                <RecommendationStatusBadge status={rec.status} />
                {narrow && (
                  <Text size="xs" c="dimmed">
                    {t('recommendations.status.sinceShort', {
                      date: saoPauloText(rec.status_changed_at),
                    })}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            {!narrow && (
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {saoPauloText(rec.status_changed_at)}
              </Table.Td>
            )}
            <Table.Td ta="right">
              <Result rec={rec} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PagedList>
  );
}
