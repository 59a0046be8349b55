import IconTicket from '@tabler/icons-react/dist/esm/icons/IconTicket.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type { Coupon, CouponDeleteResult, CouponInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';
import { PER_PAGE } from './page.ts';
import type { ActiveFilter, Page } from './page.ts';

export type { Coupon, CouponInput };

export const COUPON_KEYS = {
  list: ['list-coupons'] as const,
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

/**
 * A coupon's calls (`find-coupon`, `create-coupon`…), for its staff form and the staff list. A
 * coupon never used is deleted; one already used is only deactivated (orders name it): the
 * delete answers which.
 */
export const couponRecords = /* @__PURE__ */ staffRecords(
  recordCalls<Coupon, CouponInput, CouponDeleteResult>('coupon', {
    lists: [COUPON_KEYS.list],
  }),
  {
    icon: IconTicket,
    texts: {
      prefix: 'catalogueAdmin.coupons',
      confirmDelete: 'catalogueAdmin.coupons.deleteConfirm',
    },
    errors: { conflicts: true },
  },
);
