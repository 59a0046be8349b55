import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCurrency } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { COUPON_KEYS, couponQuery, deleteCoupon, saveCoupon } from '../api/coupons-api.ts';
import type { CouponInput } from '../api/coupons-api.ts';
import { productOptionsQuery } from '../api/selects-api.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import {
  BackLink,
  DeleteButton,
  FormPageLoader,
  deleteAndLeave,
} from '../../../components/staff/form-page.tsx';
import { CouponForm } from '../components/coupon-form.tsx';
import { couponState } from '../coupon-values.ts';
import '../i18n/index.ts';

const RESOURCE = 'Cupons';

/** Staff `/cupons/cadastro` and `/cupons/:id`. */
export function CouponFormPage() {
  const { t } = useTranslation('catalogue');
  const { id } = useParams();
  const couponId = id && /^\d+$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility<AppAbility>();
  const coupon = useQuery({ ...couponQuery(couponId ?? 0), enabled: couponId !== null });
  const products = useQuery({ ...productOptionsQuery, meta: { silent: true } });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const productOptions = useMemo(
    () =>
      (products.data ?? []).map((p) => ({
        value: String(p.id),
        label: `${p.name} — ${formatCurrency(p.price_cents)}`,
      })),
    [products.data],
  );

  const submit = async (input: CouponInput) => {
    const saved = await saveCoupon(couponId, input);
    queryClient.setQueryData(COUPON_KEYS.one(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: COUPON_KEYS.list });
    notifications.show({
      color: 'teal',
      message: couponId
        ? t('catalogueAdmin.saved')
        : t('catalogueAdmin.coupons.created', { code: saved.code }),
    });
    if (!couponId) await navigate('/cupons');
  };

  const remove = async () => {
    if (!couponId) return;
    await deleteAndLeave({
      run: async () => {
        const result = await deleteCoupon(couponId);
        await queryClient.invalidateQueries({ queryKey: COUPON_KEYS.list });
        return result.message;
      },
      leave: () => navigate('/cupons'),
      close: () => setConfirmDelete(false),
    });
  };

  if (couponId !== null && coupon.isPending) return <FormPageLoader />;
  if (couponId !== null && coupon.isError)
    return <Text c="red">{t('catalogueAdmin.coupons.loadError')}</Text>;
  const c = coupon.data;
  const state = c ? couponState(c) : null;

  return (
    <Stack gap="lg" maw={980}>
      <Stack gap={4}>
        <BackLink to="/cupons" label={t('catalogueAdmin.coupons.back')} />
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            {c ? c.code : t('catalogueAdmin.coupons.new')}
          </Title>
          {c && state && (
            <Group gap="xs">
              <Badge variant="light" tt="none">
                {t(`catalogueAdmin.coupons.state.${state}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {c.max_uses === null
                  ? t('catalogueAdmin.coupons.usesUnlimited', { uses: c.uses })
                  : t('catalogueAdmin.coupons.usesOf', { uses: c.uses, limit: c.max_uses })}
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
      <CouponForm
        coupon={c}
        productOptions={productOptions}
        onSubmit={submit}
        canSave={ability.can(couponId ? 'update' : 'create', RESOURCE)}
        submitLabel={couponId ? t('catalogueAdmin.save') : t('catalogueAdmin.coupons.create')}
        extraActions={
          c &&
          ability.can('delete', RESOURCE) && (
            <DeleteButton
              label={t('catalogueAdmin.coupons.delete')}
              onClick={() => setConfirmDelete(true)}
            />
          )
        }
      />
      <ConfirmModal
        opened={confirmDelete}
        title={t('catalogueAdmin.coupons.deleteTitle')}
        confirmLabel={t('catalogueAdmin.coupons.deleteConfirm')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={remove}
      >
        {t('catalogueAdmin.coupons.deleteText', { code: c?.code ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
