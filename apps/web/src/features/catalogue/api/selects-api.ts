import type {
  AccessPeriodOption,
  IdName,
  QualificationOption,
  SelectProductOption,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';

export type { SelectProductOption as ProductOption };

const select = <T>(path: string) =>
  queryOptions({
    queryKey: ['select', path],
    queryFn: async () => (await apiRequest<T>(path)).data,
    staleTime: 60_000,
  });

/**
 * What a product can release (courses, e-books, trails, research; signature types), through the
 * store's own doors (`Liberta Store Cadastro`), so store staff need no signature permissions.
 */
export const contentOptionsQuery = select<QualificationOption[]>('/api/select-product-contents');
export const signatureTypeOptionsQuery = select<IdName[]>('/api/select-product-signature-types');
/** Access periods a product can be sold with ("30 dias", "1 ano", "Vitalício"). */
export const accessPeriodOptionsQuery = select<AccessPeriodOption[]>('/api/select-product-periods');
export const productOptionsQuery = select<SelectProductOption[]>('/api/select-product');
