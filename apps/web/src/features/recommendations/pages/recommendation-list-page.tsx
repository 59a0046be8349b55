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
import { recommendationsQuery } from '../api/recommendations-api.ts';
import {
  RecommendationFilterFields,
  useRecommendationFilters,
} from '../components/recommendation-filters.tsx';
import { entryText, saoPauloText, targetsText } from '../components/recommendation-format.ts';
import { useRecommendationsLive } from '../components/recommendation-live.ts';
import { NEW_RECOMMENDATION_PATH, recommendationPath } from '../components/recommendation-paths.ts';
import {
  OperationBadge,
  RecommendationStatusBadge,
} from '../components/recommendation-status-badge.tsx';
import '../i18n/index.ts';

const RESOURCE = 'Recomendações';

function Dash() {
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

/** The ticker (to the detail), its name and, on a phone, the rest of the row under it. */
function TickerCell({ rec, narrow }: { rec: Recommendation; narrow: boolean }) {
  const { t } = useTranslation('recommendations');
  const levels = rec.levels;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Anchor component={Link} to={recommendationPath(rec.id)} fw={700} ff="monospace">
          {rec.asset.code}
        </Anchor>
        {narrow && <OperationBadge operation={rec.operation} />}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1} maw={220}>
        {rec.asset.name}
      </Text>
      {narrow && (
        <>
          <Text size="xs">
            {rec.analyst.name} · {rec.trade_method.name}
          </Text>
          {levels && (
            <Text size="xs" c="dimmed">
              {t('recommendations.staff.entryShort')}{' '}
              {entryText(
                levels.entry_min_cents,
                levels.entry_max_cents,
                t('recommendations.staff.to'),
              )}{' '}
              · {t('recommendations.staff.stop')} {targetsText([levels.stop_cents])}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * Staff `/recomendacoes`: the brand's recommendations, newest first, searched by ticker and
 * filtered by status (open or closed ones too), analyst, method and compra/venda; each row with
 * its levels, when it went out and until when it holds, and its colour-coded status. A change
 * anywhere (a quote, another analyst) refreshes the page as it happens.
 */
export function RecommendationListPage({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('recommendations');
  const ability = useAbility();
  const list = usePagedList();
  const filter = useRecommendationFilters(list);
  const recommendations = useQuery(recommendationsQuery(filter.filters));
  useRecommendationsLive(brand);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const to = t('recommendations.staff.to');

  return (
    <PagedList
      list={list}
      query={recommendations}
      perPage={PER_PAGE}
      words="recommendations:recommendations.staff"
      filters={
        <RecommendationFilterFields
          state={filter}
          statuses="all-recommendation-status"
          withOperation
        />
      }
      create={
        ability.can('create', RESOURCE) && {
          to: NEW_RECOMMENDATION_PATH,
        }
      }
      createIconSize={16}
      {...(narrow ? {} : { minWidth: 1180 })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('recommendations.staff.ticker')}</Table.Th>
          {!narrow && (
            <>
              <Table.Th>{t('recommendations.staff.operation')}</Table.Th>
              <Table.Th>{t('recommendations.staff.analystAndMethod')}</Table.Th>
              <Table.Th ta="right">{t('recommendations.staff.entry')}</Table.Th>
              <Table.Th ta="right">{t('recommendations.staff.stop')}</Table.Th>
              <Table.Th ta="right">{t('recommendations.staff.targets')}</Table.Th>
              <Table.Th>{t('recommendations.staff.published')}</Table.Th>
              <Table.Th>{t('recommendations.staff.validUntil')}</Table.Th>
            </>
          )}
          <Table.Th>{t('recommendations.common.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {recommendations.data?.data.map((rec) => {
          const levels = rec.levels;
          return (
            <Table.Tr key={rec.id} data-testid="recommendation-row">
              <Table.Td>
                <TickerCell rec={rec} narrow={narrow} />
              </Table.Td>
              {!narrow && (
                <>
                  <Table.Td>
                    <OperationBadge operation={rec.operation} />
                  </Table.Td>
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
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {levels ? (
                      entryText(levels.entry_min_cents, levels.entry_max_cents, to)
                    ) : (
                      <Dash />
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {levels ? targetsText([levels.stop_cents]) : <Dash />}
                  </Table.Td>
                  <Table.Td ta="right">
                    {levels ? <Text size="sm">{targetsText(levels.targets_cents)}</Text> : <Dash />}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {saoPauloText(rec.published_at)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {saoPauloText(rec.valid_until)}
                  </Table.Td>
                </>
              )}
              <Table.Td>
                <RecommendationStatusBadge status={rec.status} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </PagedList>
  );
}
