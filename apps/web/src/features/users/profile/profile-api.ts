import type {
  Address,
  AddressInput,
  SelectOption,
  UfOption,
  UserDetail,
  ZipCodeAddress,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';

export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: ['find-user-profile', id],
    queryFn: async () => (await apiRequest<UserDetail>(`/api/find-user-profile/${id}`)).data,
  });

export const addressesQuery = queryOptions({
  queryKey: ['select-user-addresses'],
  queryFn: async () => (await apiRequest<Address[]>('/api/select-user-addresses')).data,
});

export const statesQuery = queryOptions({
  queryKey: ['select-uf-id'],
  queryFn: async () => (await apiRequest<UfOption[]>('/api/select-uf-id')).data,
  staleTime: Infinity,
});

export const citiesQuery = (stateId: number | null) =>
  queryOptions({
    queryKey: ['select-cities-id', stateId],
    queryFn: async () =>
      (await apiRequest<SelectOption[]>(`/api/select-cities-id/${stateId}`)).data,
    enabled: stateId !== null,
    staleTime: Infinity,
  });

export async function updateProfile(
  id: number,
  body: Record<string, unknown>,
): Promise<UserDetail> {
  return (await apiRequest<UserDetail>(`/api/update-user-profile/${id}`, { method: 'POST', body }))
    .data;
}

export async function lookupZipCode(zip: string) {
  return (await apiRequest<ZipCodeAddress>('/api/consult-zip-code', { query: { zip_code: zip } }))
    .data;
}

export async function saveAddress(id: number | null, body: AddressInput): Promise<Address> {
  return id === null
    ? (await apiRequest<Address>('/api/create-user-address', { method: 'POST', body })).data
    : (await apiRequest<Address>(`/api/update-user-address/${id}`, { method: 'PUT', body })).data;
}

export async function deleteAddress(id: number): Promise<void> {
  await apiRequest(`/api/delete-user-address/${id}`, { method: 'DELETE' });
}
