import type {
  ListPage as Page,
  Courtesy,
  CourtesyInput,
  CourtesyReport,
  CourtesyReportFilters,
  Customer,
  CustomerContactInput,
  CustomerDetails,
  CustomerInput,
  CustomerListItem,
  CustomerProduct,
  SelectProductOption,
  SelectValueOption,
} from '@app/shared';
import { CUSTOMER_PRODUCTS_SIGNATURE_TYPE } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
import { TAB_PER_PAGE } from '../../components/staff/paged-tab.tsx';

export type { CustomerDetails };
export type {
  CustomerListItem,
  Customer,
  CustomerInput,
  CustomerContactInput as CustomerContact,
  CustomerProduct,
  Courtesy,
  CourtesyInput,
  CourtesyReport,
  CourtesyReportFilters,
};

export const CUSTOMERS_PER_PAGE = 20;

export const customersQuery = (filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['list-customer', filters],
    queryFn: async () =>
      (
        await apiRequest<Page<CustomerListItem>>('/api/list-customer', {
          query: {
            page: filters.page,
            per_page: CUSTOMERS_PER_PAGE,
            search: filters.search.trim() || undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

// Every query of one customer starts with ['customer', id]: one invalidation refreshes them all.
export const customerDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: ['customer', id, 'details'],
    queryFn: async () => (await apiRequest<CustomerDetails>(`/api/customer-details/${id}`)).data,
  });

export const customerProductsQuery = (id: number, signatures: boolean, page: number) =>
  queryOptions({
    queryKey: ['customer', id, 'products', signatures, page],
    queryFn: async () =>
      (
        await apiRequest<Page<CustomerProduct>>(`/api/list-customer-products/${id}`, {
          query: {
            page,
            per_page: TAB_PER_PAGE,
            type: signatures ? CUSTOMER_PRODUCTS_SIGNATURE_TYPE : undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const customerCourtesiesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['customer', id, 'courtesies', page],
    queryFn: async () =>
      (
        await apiRequest<Page<Courtesy>>(`/api/list-customer-courtesy-report/${id}`, {
          query: { page, per_page: TAB_PER_PAGE },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const courtesyTypesQuery = queryOptions({
  queryKey: ['select-courtesy-types'],
  queryFn: async () => (await apiRequest<SelectValueOption[]>('/api/select-courtesy-types')).data,
  staleTime: 10 * 60_000,
});

export const productOptionsQuery = queryOptions({
  queryKey: ['select-courtesy-products'],
  queryFn: async () =>
    (await apiRequest<SelectProductOption[]>('/api/select-courtesy-products')).data,
  staleTime: 60_000,
});

/**
 * A customer's calls (`create-customer`, `update-customer`, `delete-customer`; `find-customer`,
 * which the pages leave for `customer-details`), for its forms and its page.
 */
export const customerRecords = recordCalls<Customer, CustomerInput>('customer', {
  lists: [['list-customer']],
});

export async function updateCustomerContact(
  id: number,
  body: CustomerContactInput,
): Promise<Customer> {
  return (
    await apiRequest<Customer>(`/api/update-customer-contact-data/${id}`, { method: 'PUT', body })
  ).data;
}

export async function createCourtesy(body: CourtesyInput): Promise<Courtesy> {
  return (await apiRequest<Courtesy>('/api/create-user-courtesy', { method: 'POST', body })).data;
}

export async function revokeCourtesy(id: number): Promise<Courtesy> {
  return (await apiRequest<Courtesy>(`/api/revoke-user-courtesy/${id}`, { method: 'PUT' })).data;
}

export async function courtesyReport(filters: CourtesyReportFilters): Promise<CourtesyReport> {
  return (
    await apiRequest<CourtesyReport>('/api/create-user-courtesy-report', {
      method: 'POST',
      body: { ...filters, format: 'json' },
    })
  ).data;
}

/** The same report as a CSV file, with the name the API gives it. */
export async function courtesyReportCsv(
  filters: CourtesyReportFilters,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest<string>('/api/create-user-courtesy-report', {
    method: 'POST',
    body: { ...filters, format: 'csv' },
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName =
    /filename="?([^";]+)"?/i.exec(disposition)?.[1] ??
    `cortesias-${filters.from}-${filters.to}.csv`;
  return { blob: new Blob([response.data], { type: 'text/csv;charset=utf-8' }), fileName };
}

export async function refreshCustomer(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['customer', id] }),
    queryClient.invalidateQueries({ queryKey: ['list-customer'] }),
  ]);
}
