import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { customerAdvisorInputSchema } from '@app/shared';
import type { CustomerAdvisor, StaffAgendaPeople } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const key = (id: number) => ['find-customer-advisor', id] as const;

/**
 * The customer's "Assessor responsável" (issue 17): the staff member whose free times the
 * customer books in "Meu assessor". Saved as soon as it is picked; clearing it removes it.
 */
export function CustomerAdvisorCard({
  customerId,
  readOnly,
}: {
  customerId: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation('customers');
  const client = useQueryClient();
  const current = useQuery({
    queryKey: key(customerId),
    queryFn: async () =>
      (await apiRequest<CustomerAdvisor>(`/api/find-customer-advisor/${customerId}`)).data,
  });
  const staff = useQuery({
    queryKey: ['select-customer-advisors'],
    queryFn: async () =>
      (await apiRequest<StaffAgendaPeople>('/api/select-customer-advisors')).data,
    staleTime: 5 * 60_000,
    enabled: !readOnly,
  });
  const save = useMutation({
    mutationFn: async (advisorId: number | null) =>
      (
        await apiRequest<CustomerAdvisor>(`/api/update-customer-advisor/${customerId}`, {
          method: 'PUT',
          body: customerAdvisorInputSchema.parse({ advisor_id: advisorId }),
        })
      ).data,
    onSuccess: (saved) => {
      client.setQueryData(key(customerId), saved);
      notifications.show({ color: 'teal', message: t('storeAdmin.customers.advisorSaved') });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const advisor = current.data?.advisor ?? null;
  const options = [
    ...(advisor ? [advisor] : []),
    ...(staff.data?.data ?? []).filter((p) => p.id !== advisor?.id),
  ].map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="customer-advisor">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('storeAdmin.customers.advisorTitle')}
        </Title>
        {readOnly ? (
          <Text size="sm" c={advisor ? undefined : 'dimmed'}>
            {advisor?.name ?? t('storeAdmin.customers.advisorNone')}
          </Text>
        ) : (
          <Select
            label={t('storeAdmin.customers.advisorLabel')}
            description={t('storeAdmin.customers.advisorHint')}
            placeholder={t('storeAdmin.customers.advisorPlaceholder')}
            data={options}
            value={advisor ? String(advisor.id) : null}
            onChange={(value) => save.mutate(value ? Number(value) : null)}
            searchable
            clearable
            disabled={current.isPending || save.isPending}
          />
        )}
      </Stack>
    </Card>
  );
}
