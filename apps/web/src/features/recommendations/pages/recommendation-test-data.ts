import {
  ALL_RECOMMENDATION_STATUS_OPTIONS,
  FREQUENCY_NAMES,
  FREQUENCY_VALUES,
  OPERATION_TYPE_NAMES,
  OPERATION_TYPE_VALUES,
  POSITION_SIZE_NAMES,
  POSITION_SIZE_VALUES,
  STOP_CONDUCTION_NAMES,
  STOP_CONDUCTION_VALUES,
  TARGET_CONDUCTION_NAMES,
  TARGET_CONDUCTION_VALUES,
  valueOptions,
} from '@app/shared';
import type { AnalystCredentials, RecommendationDetail } from '@app/shared';

/**
 * Tests' answers of the API's reads, by path (what `getData` would fetch): the selects of the
 * publish form and of the lists' filters, as the API serves them.
 */
export const SELECTS: Record<string, unknown> = {
  '/api/select-analyst-for-recommendation': [
    { id: 2, name: 'Paulo Analista' },
    { id: 3, name: 'Marina Analista' },
  ],
  '/api/select-analyst': [
    { id: 2, name: 'Paulo Analista' },
    { id: 3, name: 'Marina Analista' },
  ],
  '/api/select-trade-methods': [
    { id: 7, name: 'Método Mago' },
    { id: 8, name: 'Swing Trade Semanal' },
  ],
  '/api/select-analyst-trade-methods/2': [
    { id: 7, name: 'Método Mago' },
    { id: 8, name: 'Swing Trade Semanal' },
  ],
  '/api/select-setups-mago/7': [
    { id: 70, name: 'Rompimento de topo' },
    { id: 71, name: 'Falha de fundo' },
  ],
  '/api/select-setups-mago/8': [],
  '/api/find-analyst-credentials/2': {
    user_id: 2,
    name: 'Paulo Analista',
    cnpi: 'EM-2150',
    declaration_accepted_at: '2026-01-05T12:00:00.000Z',
    conflicts_of_interest: 'Possui posição própria em PETR4.',
    bio: null,
    trade_methods: [],
    can_publish: true,
  } satisfies AnalystCredentials,
  '/api/select-financial-assets': [
    { id: 1, code: 'PETR4', name: 'Petrobras PN', market: 'stocks' },
    { id: 4, code: 'ITUB4', name: 'Itaú Unibanco PN', market: 'stocks' },
  ],
  '/api/select-chat-recommendations': [{ id: 12, name: 'Sala do Mago' }],
  '/api/select-frequencies': valueOptions(FREQUENCY_VALUES, FREQUENCY_NAMES),
  '/api/select-operation-type': valueOptions(OPERATION_TYPE_VALUES, OPERATION_TYPE_NAMES),
  '/api/select-stop-conductions': valueOptions(STOP_CONDUCTION_VALUES, STOP_CONDUCTION_NAMES),
  '/api/select-target-conductions': valueOptions(TARGET_CONDUCTION_VALUES, TARGET_CONDUCTION_NAMES),
  '/api/select-position-sizes': valueOptions(POSITION_SIZE_VALUES, POSITION_SIZE_NAMES),
  '/api/select-all-recommendation-status': ALL_RECOMMENDATION_STATUS_OPTIONS,
};

/** A recommendation waiting for its entry, with its history's first line. */
export const ITUB4_CALL: RecommendationDetail = {
  id: 55,
  analyst: {
    id: 2,
    name: 'Paulo Analista',
    cnpi: 'EM-2150',
    conflicts_of_interest: 'Possui posição própria em PETR4.',
  },
  trade_method: { id: 7, name: 'Método Mago' },
  setup: { id: 70, name: 'Rompimento de topo' },
  asset: { id: 4, code: 'ITUB4', name: 'Itaú Unibanco PN', market: 'stocks' },
  operation: 'buy',
  frequency: 'swing_trade',
  status: 'waiting',
  status_changed_at: '2026-11-20T13:00:00.000Z',
  published_at: '2026-11-20T13:00:00.000Z',
  valid_until: '2026-11-27T21:00:00.000Z',
  unlocked: true,
  levels: {
    entry_min_cents: 3766,
    entry_max_cents: 3839,
    initial_stop_cents: 3721,
    stop_cents: 3721,
    targets_cents: [4015, 4200],
    stop_conduction: 'fixed',
    target_conduction: 'partial',
    position_size: 'full',
    entry_cents: null,
    targets_hit: 0,
    rationale_html: '<p>Rompimento do topo do mês.</p>',
  },
  result_percent: null,
  result_cents: null,
  version: 1,
  events: [
    {
      id: 501,
      kind: 'published',
      from_status: null,
      to_status: 'waiting',
      price_cents: null,
      target: null,
      previous_stop_cents: null,
      at: '2026-11-20T13:00:00.000Z',
      author_name: 'Ana Admin',
      note: null,
    },
  ],
  chats: [{ id: 12, name: 'Sala do Mago' }],
};
