import type {
  ListPage,
  SalesForceCustomer,
  SalesForceLead,
  SalesForceSummary,
  TakenLead,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as SalesForceApi from '../api/sales-force-api.ts';
import type { Period, Scope } from '../api/sales-force-api.ts';
import { SalesForcePage } from './sales-force-page.tsx';

const page = <T,>(data: T[]): ListPage<T> => ({
  data,
  meta: { total: data.length, page: 1, per_page: 10 },
});

const SUMMARY: SalesForceSummary = {
  from: '2026-10-28',
  to: '2026-11-26',
  advisor: { id: 4, name: 'Vera Vendedora' },
  customers: 1234,
  subscribers: 2,
  trials_running: 1,
  trials_converted: 1,
  leads: 3,
  converted_leads: 1,
  conversion_rate: 1 / 3,
  open_leads: 5,
  paid_orders: 2,
  revenue_cents: 69_870,
};

const BRUNO: SalesForceCustomer = {
  user_id: 21,
  name: 'Bruno Almeida',
  email: 'bruno@example.com',
  phone_number: '(11) 99123-4567',
  situation: 'subscriber',
  signature: { name: 'LS Premium', ends_at: '2026-12-20T18:00:00.000Z' },
  trial_ends_at: null,
  last_order: { paid_at: '2026-11-14T18:00:00.000Z', total_cents: 9_990 },
  since: '2026-11-08T17:00:00.000Z',
  advisor: { id: 4, name: 'Vera Vendedora' },
};

const lead = (over: Partial<SalesForceLead>): SalesForceLead => ({
  user_id: 30,
  name: 'Rodrigo Santos',
  email: 'rodrigo@example.com',
  phone_number: null,
  arrived_at: '2026-11-23T13:00:00.000Z',
  source: 'influencer',
  via: 'signup',
  code: 'rafaprofit',
  influencer: { id: 1, name: 'Rafa Profit' },
  trial_ends_at: null,
  converted_at: null,
  advisor: null,
  ...over,
});

const api = vi.hoisted(() => ({
  summaries: [] as { period: Period; scope: Scope }[],
  summaryFails: false,
  leads: [] as SalesForceLead[],
  takeLead: vi.fn<(id: number) => Promise<TakenLead>>(),
}));

vi.mock('../api/sales-force-api.ts', async (original) => ({
  ...(await original<typeof SalesForceApi>()),
  summaryQuery: (period: Period, scope: Scope) =>
    queryOptions({
      queryKey: ['sales-force', 'summary', period, scope],
      queryFn: () => {
        api.summaries.push({ period, scope });
        return api.summaryFails
          ? Promise.reject(new ApiError(500, { error: 'x' }))
          : Promise.resolve(SUMMARY);
      },
    }),
  customersQuery: (filters: object) =>
    queryOptions({
      queryKey: ['sales-force', 'customers', filters],
      queryFn: () => Promise.resolve(page([BRUNO])),
    }),
  leadsQuery: (period: Period, filters: object, n: number) =>
    queryOptions({
      queryKey: ['sales-force', 'leads', period, filters, n],
      queryFn: () => Promise.resolve(page(api.leads)),
    }),
  advisorsQuery: () =>
    queryOptions({
      queryKey: ['sales-force', 'advisors'],
      queryFn: () => Promise.resolve([{ id: 7, name: 'Marina Analista', customers: 2 }]),
    }),
  takeLead: api.takeLead,
}));

const SELLER = [
  { action: 'read' as const, subject: 'hub-sales-force' },
  { action: 'update' as const, subject: 'hub-sales-force' },
  { action: 'read' as const, subject: 'Clientes' },
];

beforeEach(() => {
  api.summaries = [];
  api.summaryFails = false;
  api.leads = [
    lead({}),
    lead({
      user_id: 31,
      name: 'Lucas Ferreira',
      converted_at: '2026-11-20T15:00:00.000Z',
      advisor: { id: 7, name: 'Marina Analista' },
    }),
  ];
  api.takeLead.mockReset();
});

describe('the sales-force panel', () => {
  it('shows the period’s figures in pt-BR and "Meus clientes" with a link to each record', async () => {
    renderStaffPage({ '/hub/sales-force': <SalesForcePage /> }, '/hub/sales-force', SELLER);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Força de vendas' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('kpi-customers')).toHaveTextContent('1.234');
    expect(screen.getByTestId('kpi-revenue')).toHaveTextContent('R$ 698,70');
    expect(screen.getByTestId('kpi-revenue')).toHaveTextContent('2 pedidos pagos');
    expect(screen.getByTestId('kpi-conversion')).toHaveTextContent('33,3%');
    expect(screen.getByTestId('kpi-open-leads')).toHaveTextContent('5');
    // The last 30 São Paulo days by default, the person's own book.
    const [first] = api.summaries;
    expect(first!.scope).toBe('me');
    expect(Date.parse(first!.period.to) - Date.parse(first!.period.from)).toBe(29 * 86_400_000);

    const row = (await screen.findAllByTestId('customer-row'))[0]!;
    expect(within(row).getByRole('link', { name: 'Bruno Almeida' })).toHaveAttribute(
      'href',
      '/clientes/21',
    );
    expect(row).toHaveTextContent('Assinante');
    expect(row).toHaveTextContent('LS Premium');
    expect(row).toHaveTextContent('R$ 99,90');
    // Sellers see only their own book: no advisor picker.
    expect(screen.queryByLabelText('Carteira')).not.toBeInTheDocument();
  });

  it('asks for "Este mês" when the period changes', async () => {
    const { user } = renderStaffPage(
      { '/hub/sales-force': <SalesForcePage /> },
      '/hub/sales-force',
      SELLER,
    );
    await screen.findByTestId('kpi-customers');
    await user.click(screen.getByText('Este mês'));
    const last = api.summaries.at(-1)!;
    expect(last.period.from.endsWith('-01')).toBe(true);
  });

  it('takes a lead with a toast, and says so when another advisor took it first', async () => {
    api.takeLead.mockResolvedValueOnce({
      customer_id: 30,
      advisor: { id: 4, name: 'Vera Vendedora' },
    });
    const { user } = renderStaffPage(
      { '/hub/sales-force': <SalesForcePage /> },
      '/hub/sales-force?aba=leads',
      SELLER,
    );
    const rows = await screen.findAllByTestId('lead-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Rafa Profit');
    expect(rows[0]).toHaveTextContent('Em aberto');
    expect(rows[1]).toHaveTextContent('Convertido');
    expect(rows[1]).toHaveTextContent('Marina Analista');
    // Only leads nobody took can be taken.
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Assumir lead: Rodrigo Santos' }),
    );
    expect(api.takeLead).toHaveBeenCalledWith(30);
    expect(
      await screen.findByText('Rodrigo Santos agora está em "Meus clientes".'),
    ).toBeInTheDocument();

    api.takeLead.mockRejectedValueOnce(
      new ApiError(409, { error: 'Este lead já foi assumido por Marina Analista.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Assumir lead: Rodrigo Santos' }));
    expect(
      await screen.findByText('Este lead já foi assumido por Marina Analista.'),
    ).toBeInTheDocument();
  });

  it('lets managers pick whose book, and shows an error when the figures fail', async () => {
    api.summaryFails = true;
    renderStaffPage({ '/hub/sales-force': <SalesForcePage /> }, '/hub/sales-force');
    expect(
      await screen.findByText('Não foi possível carregar os indicadores.'),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText('Carteira')[0]).toBeInTheDocument();
  });

  it('without update on the panel, leads show no take button; without Clientes, no record link', async () => {
    renderStaffPage({ '/hub/sales-force': <SalesForcePage /> }, '/hub/sales-force?aba=leads', [
      { action: 'read', subject: 'hub-sales-force' },
    ]);
    const rows = await screen.findAllByTestId('lead-row');
    expect(within(rows[0]!).getByText('Sem assessor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assumir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
