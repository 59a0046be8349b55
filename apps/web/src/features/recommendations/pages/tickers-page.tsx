import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { Badge, Select, Stack, Table, Text } from '@mantine/core';
import { MARKET_NAMES, MARKET_VALUES, formatCurrency } from '@app/shared';
import type { FinancialAsset, Market } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { StateSwitch } from '../../../components/staff/state-switch.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RecordLink, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import { PER_PAGE } from '../api/page.ts';
import type { ActiveFilter } from '../api/page.ts';
import { TICKER_KEYS, tickerRecords, tickersQuery, toggleTicker } from '../api/tickers-api.ts';
import { ActiveFilterSelect } from '../components/active-filter.tsx';
import { TICKERS_PATH } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'Gestão de Tickers';

const MARKET_OPTIONS = MARKET_VALUES.map((value) => ({ value, label: MARKET_NAMES[value] }));

/** Offered to the methods' setups. */
function SetupsBadge() {
  const { t } = useTranslation('recommendations');
  return (
    <Badge variant="light" color="grape" w="fit-content">
      {t('recommendations.tickers.forSetupsBadge')}
    </Badge>
  );
}

/**
 * Staff `/gestao-de-tickers`: the tickers by code, searched by code or name, filtered by market
 * and situation; each switched on or off in its row, edited on its page, deleted after a
 * confirmation (one a recommendation or a quote names stays: the API says why).
 */
export function TickersPage() {
  const { t } = useTranslation('recommendations');
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<
    FinancialAsset & { title: string }
  >({
    resource: RESOURCE,
    deletion: {
      prefix: 'recommendations:recommendations.tickers',
      queryKey: TICKER_KEYS.list[0],
      remove: tickerRecords.remove,
    },
  });
  const [market, setMarket] = useState<Market | null>(null);
  const [active, setActive] = useState<ActiveFilter>(null);
  const tickers = useQuery(
    tickersQuery({ page: list.page, search: list.debounced, market, active }),
  );

  return (
    <>
      <PagedList
        list={list}
        query={tickers}
        perPage={PER_PAGE}
        words="recommendations:recommendations.tickers"
        filters={
          <>
            <Select
              label={t('recommendations.tickers.market')}
              placeholder={t('recommendations.tickers.allMarkets')}
              clearable
              data={MARKET_OPTIONS}
              value={market}
              onChange={list.resetting((value: string | null) => setMarket(value as Market | null))}
              w={{ base: '100%', sm: 200 }}
            />
            <ActiveFilterSelect value={active} onChange={list.resetting(setActive)} />
          </>
        }
        create={canCreate && { to: `${TICKERS_PATH}/cadastro` }}
        createIconSize={16}
        {...(narrow ? {} : { minWidth: 860 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recommendations.tickers.ticker')}</Table.Th>
            {!narrow && (
              <>
                <Table.Th>{t('recommendations.tickers.market')}</Table.Th>
                <Table.Th ta="right">{t('recommendations.tickers.tick')}</Table.Th>
                <Table.Th ta="right">{t('recommendations.tickers.lot')}</Table.Th>
                <Table.Th>{t('recommendations.tickers.setups')}</Table.Th>
              </>
            )}
            <Table.Th>{t('recommendations.common.status')}</Table.Th>
            <ActionsHead label={t('recommendations.common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickers.data?.data.map((ticker) => (
            <Table.Tr key={ticker.id} data-testid="ticker-row">
              <Table.Td>
                <Stack gap={0}>
                  <RecordLink
                    to={canEdit && `${TICKERS_PATH}/editar/${ticker.id}`}
                    fw={700}
                    ff="monospace"
                  >
                    {ticker.code}
                  </RecordLink>
                  <Text size="sm" c="dimmed" lineClamp={1} maw={320}>
                    {ticker.name}
                  </Text>
                  {narrow && (
                    <>
                      <Text size="xs" c="dimmed">
                        {[
                          ticker.market_name,
                          formatCurrency(ticker.tick_size_cents),
                          t('recommendations.tickers.lotOf', {
                            lot: ticker.lot_size.toLocaleString('pt-BR'),
                          }),
                        ].join(' · ')}
                      </Text>
                      {ticker.for_setups && <SetupsBadge />}
                    </>
                  )}
                </Stack>
              </Table.Td>
              {!narrow && (
                <>
                  <Table.Td>{ticker.market_name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(ticker.tick_size_cents)}
                  </Table.Td>
                  <Table.Td ta="right">{ticker.lot_size.toLocaleString('pt-BR')}</Table.Td>
                  <Table.Td>
                    {ticker.for_setups ? (
                      <SetupsBadge />
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                </>
              )}
              <Table.Td>
                <StateSwitch
                  prefix="recommendations:recommendations.common"
                  on={ticker.active}
                  name={ticker.code}
                  toggle={() => toggleTicker(ticker.id)}
                  lists={[TICKER_KEYS.list, TICKER_KEYS.select]}
                  canChange={canEdit}
                  compact={narrow}
                />
              </Table.Td>
              <Table.Td>
                <RowActions
                  prefix="recommendations:recommendations.common"
                  name={ticker.code}
                  edit={canEdit && `${TICKERS_PATH}/editar/${ticker.id}`}
                  onDelete={canDelete && (() => deletion.ask({ ...ticker, title: ticker.code }))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}
