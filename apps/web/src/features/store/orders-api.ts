import type {
  Order,
  OrderDetails,
  OrderListItem,
  OrderRefund,
  PaymentMethod,
  RefundInput,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { TAB_PER_PAGE } from '../../components/staff/paged-tab.tsx';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import type { ListPage as Page } from '@app/shared';

/** The API's own shapes (packages/shared), never retyped here. */
export type { OrderListItem, OrderDetails, Order as OrderView, OrderRefund, RefundInput };
export type OrderPayment = OrderDetails['order_payments'][number];

export type { Page };

export const ORDERS_PER_PAGE = 20;

export interface OrderFilters {
  page: number;
  search: string;
  status: string | null;
  method: PaymentMethod | null;
  brand: string | null;
  /** Days in São Paulo, `YYYY-MM-DD`, as the API reads them. */
  from: string | null;
  to: string | null;
  /** The "Pendentes" tab: `list-pending-orders` (status is fixed there). */
  pending: boolean;
}

export const ordersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [filters.pending ? 'list-pending-orders' : 'list-orders', filters],
    queryFn: async () =>
      (
        await apiRequest<Page<OrderListItem>>(
          filters.pending ? '/api/list-pending-orders' : '/api/list-orders',
          {
            query: {
              page: filters.page,
              per_page: ORDERS_PER_PAGE,
              search: filters.search.trim() || undefined,
              status: filters.pending ? undefined : (filters.status ?? undefined),
              method: filters.method ?? undefined,
              brand: filters.brand ?? undefined,
              from: filters.from ?? undefined,
              to: filters.to ?? undefined,
            },
          },
        )
      ).data,
    placeholderData: (previous) => previous,
  });

export const orderDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: ['find-order-details', id],
    queryFn: async () => (await apiRequest<OrderDetails>(`/api/find-order-details/${id}`)).data,
  });

export async function confirmOrderPayment(id: number): Promise<Order> {
  return (await apiRequest<Order>(`/api/confirm-order-payment/${id}`, { method: 'PUT' })).data;
}

export async function cancelOrder(id: number, reason: string): Promise<Order> {
  return (
    await apiRequest<Order>(`/api/cancel-order-payment/${id}`, {
      method: 'PUT',
      body: reason.trim() ? { reason: reason.trim() } : {},
    })
  ).data;
}

export async function refundOrder(id: number, body: RefundInput): Promise<Order> {
  return (await apiRequest<Order>(`/api/create-order-refund/${id}`, { method: 'POST', body })).data;
}

/**
 * After a payment, cancellation or refund: the order, the lists and the customer's screens
 * (orders, grants, refunds, totals) all changed.
 */
export async function refreshAfterOrderChange(
  queryClient: QueryClient,
  order: { id: number; user_id: number },
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['find-order-details', order.id] }),
    queryClient.invalidateQueries({ queryKey: ['list-orders'] }),
    queryClient.invalidateQueries({ queryKey: ['list-pending-orders'] }),
    queryClient.invalidateQueries({ queryKey: ['customer', order.user_id] }),
  ]);
}

// A customer's orders and refunds: under ['customer', id], so refreshing the customer refreshes them.
export const customerOrdersQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['customer', id, 'orders', page],
    queryFn: async () =>
      (
        await apiRequest<Page<OrderListItem>>(`/api/list-customer-orders/${id}`, {
          query: { page, per_page: TAB_PER_PAGE },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const customerRefundsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['customer', id, 'refunds', page],
    queryFn: async () =>
      (
        await apiRequest<Page<OrderRefund>>(`/api/list-customer-refunds/${id}`, {
          query: { page, per_page: TAB_PER_PAGE },
        })
      ).data,
    placeholderData: (previous) => previous,
  });
