import type { Coupon, CouponDeleteResult, CouponInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { PER_PAGE } from './page.ts';
import type { ActiveFilter, Page } from './page.ts';

export type { Coupon, CouponInput };

export const COUPON_KEYS = {
  list: ['list-coupons'] as const,
  one: (id: number) => ['find-coupon', id] as const,
};

export const couponsQuery = (filters: { page: number; search: string; active: ActiveFilter }) =>
  queryOptions({
    queryKey: [...COUPON_KEYS.list, filters],
    queryFn: async () =>
      (
        await apiRequest<Page<Coupon>>('/api/list-coupons', {
          query: {
            page: filters.page,
            per_page: PER_PAGE,
            search: filters.search.trim() || undefined,
            active: filters.active ?? undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const couponQuery = (id: number) =>
  queryOptions({
    queryKey: COUPON_KEYS.one(id),
    queryFn: async () => (await apiRequest<Coupon>(`/api/find-coupon/${id}`)).data,
  });

export async function saveCoupon(id: number | null, body: CouponInput): Promise<Coupon> {
  return (
    await apiRequest<Coupon>(id === null ? '/api/create-coupon' : `/api/update-coupon/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    })
  ).data;
}

/** A coupon never used is deleted; one already used is only deactivated (orders name it). */
export async function deleteCoupon(id: number): Promise<CouponDeleteResult> {
  return (await apiRequest<CouponDeleteResult>(`/api/delete-coupon/${id}`, { method: 'DELETE' }))
    .data;
}
