import '@mantine/core/styles/Combobox.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { COUPON_KEYS, couponRecords, couponsQuery } from '../api/coupons-api.ts';
import type { Coupon } from '../api/coupons-api.ts';
import { PER_PAGE } from '../api/page.ts';
import type { ActiveFilter } from '../api/page.ts';
import { ActiveSelect } from '../components/active-select.tsx';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import { couponState, discountText } from '../coupon-values.ts';
import type { CouponState } from '../coupon-values.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const RESOURCE = 'Cupons';

const STATE_COLOR: Record<CouponState, string> = {
  active: 'teal',
  inactive: 'gray',
  scheduled: 'blue',
  expired: 'orange',
  exhausted: 'grape',
};

const when = (iso: string | null) => (iso ? formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY HH:mm') : null);

/** The validity window in Brasília time: "01/12/2026 00:00 → 31/12/2026 23:59", or "Sem prazo". */
function Validity({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('catalogue');
  const from = when(coupon.starts_at);
  const to = when(coupon.ends_at);
  if (!from && !to)
    return (
      <Text size="sm" c="dimmed">
        {t('catalogueAdmin.coupons.noDeadline')}
      </Text>
    );
  return (
    <Text size="sm">
      {from ? t('catalogueAdmin.coupons.fromShort', { from }) : ''}
      {from && to ? <br /> : null}
      {to ? t('catalogueAdmin.coupons.untilShort', { to }) : ''}
    </Text>
  );
}

/** Staff `/cupons`: every coupon with its discount, validity, uses and situation. */
export function CouponsAdminPage() {
  const { t } = useTranslation('catalogue');
  const ability = useAbility();
  const queryClient = useQueryClient();
  const list = usePagedList();
  const [active, setActive] = useState<ActiveFilter>(null);
  const [removing, setRemoving] = useState<Coupon | null>(null);
  const coupons = useQuery(couponsQuery({ page: list.page, search: list.debounced, active }));
  const canEdit = ability.can('update', RESOURCE);
  const canDelete = ability.can('delete', RESOURCE);

  const remove = async () => {
    if (!removing) return;
    try {
      const result = await couponRecords.remove(removing.id);
      notifications.show({ color: 'teal', message: result.message });
      await queryClient.invalidateQueries({ queryKey: COUPON_KEYS.list });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <PagedList
        list={list}
        query={coupons}
        perPage={PER_PAGE}
        words="catalogue:catalogueAdmin.coupons"
        filters={<ActiveSelect value={active} onChange={list.resetting(setActive)} width={160} />}
        create={
          ability.can('create', RESOURCE) && {
            to: '/cupons/cadastro',
          }
        }
        minWidth={900}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('catalogueAdmin.coupons.code')}</Table.Th>
            <Table.Th>{t('catalogueAdmin.coupons.discount')}</Table.Th>
            <Table.Th>{t('catalogueAdmin.coupons.validity')}</Table.Th>
            <Table.Th>{t('catalogueAdmin.coupons.uses')}</Table.Th>
            <Table.Th>{t('catalogueAdmin.status')}</Table.Th>
            {canDelete && (
              <Table.Th>
                <VisuallyHidden>{t('catalogueAdmin.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.data?.data.map((coupon) => {
            const state = couponState(coupon);
            return (
              <Table.Tr key={coupon.id} data-testid="coupon-row">
                <Table.Td>
                  {canEdit ? (
                    <Anchor component={Link} to={`/cupons/${coupon.id}`} fw={700} ff="monospace">
                      {coupon.code}
                    </Anchor>
                  ) : (
                    <Text fw={700} ff="monospace">
                      {coupon.code}
                    </Text>
                  )}
                  {coupon.description && (
                    <Text size="xs" c="dimmed" lineClamp={1} maw={320}>
                      {coupon.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fw={600}>{discountText(coupon)}</Text>
                  <Text size="xs" c="dimmed">
                    {coupon.discount_type === 'percent'
                      ? t('catalogueAdmin.coupons.percent')
                      : t('catalogueAdmin.coupons.fixed')}
                    {coupon.min_cart_cents > 0
                      ? ` · ${t('catalogueAdmin.coupons.minCartShort', { amount: formatCurrency(coupon.min_cart_cents) })}`
                      : ''}
                    {coupon.product_ids.length > 0
                      ? ` · ${t('catalogueAdmin.coupons.productsCount', { count: coupon.product_ids.length })}`
                      : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Validity coupon={coupon} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {coupon.max_uses === null
                      ? t('catalogueAdmin.coupons.usesUnlimited', { uses: coupon.uses })
                      : t('catalogueAdmin.coupons.usesOf', {
                          uses: coupon.uses,
                          limit: coupon.max_uses,
                        })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('catalogueAdmin.coupons.held', { count: coupon.held })}
                    {coupon.max_uses_per_customer !== null
                      ? ` · ${t('catalogueAdmin.coupons.perCustomerShort', { count: coupon.max_uses_per_customer })}`
                      : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[state]} variant="light" tt="none">
                    {t(`catalogueAdmin.coupons.state.${state}`)}
                  </Badge>
                </Table.Td>
                {canDelete && (
                  <Table.Td>
                    <Group justify="flex-end">
                      <Tooltip label={t('catalogueAdmin.coupons.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('catalogueAdmin.coupons.deleteNamed', {
                            code: coupon.code,
                          })}
                          onClick={() => setRemoving(coupon)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </PagedList>
      <ConfirmModal
        opened={removing !== null}
        title={t('catalogueAdmin.coupons.deleteTitle')}
        confirmLabel={t('catalogueAdmin.coupons.deleteConfirm')}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      >
        {t('catalogueAdmin.coupons.deleteText', { code: removing?.code ?? '' })}
      </ConfirmModal>
    </>
  );
}
