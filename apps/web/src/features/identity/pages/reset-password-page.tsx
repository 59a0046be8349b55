import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resetPasswordRequestSchema } from '@app/shared';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { resetPassword } from '../identity-api.ts';
import '../i18n/index.ts';

type ResetForm = z.input<typeof resetPasswordRequestSchema>;

export function ResetPasswordPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const message = await resetPassword(resetPasswordRequestSchema.parse(values));
      notifications.show({ color: 'green', message });
      await navigate('/login', { replace: true });
    } catch (error) {
      const message = applyServerErrors(
        error,
        ['password', 'password_confirmation'],
        form.setError,
      );
      if (message) notifications.show({ color: 'red', title: t('auth.resetTitle'), message });
    }
  });

  return (
    <AuthCard
      title={t('auth.resetTitle')}
      footer={
        <Anchor component={Link} to="/esqueci-senha">
          {t('auth.forgotTitle')}
        </Anchor>
      }
    >
      {token.length < 16 ? (
        <Alert color="yellow">{t('auth.resetMissingToken')}</Alert>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t('auth.newPassword')}
              description={t('auth.passwordHint')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordInput
              label={t('auth.passwordConfirmation')}
              autoComplete="new-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
              error={errors.password_confirmation?.message}
              {...form.register('password_confirmation')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth size="md">
              {t('auth.submitReset')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
