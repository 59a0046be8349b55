import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { forgotPasswordRequestSchema } from '@app/shared';
import type { z } from 'zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { forgotPassword } from '../identity-api.ts';
import '../i18n/index.ts';

type ForgotForm = z.input<typeof forgotPasswordRequestSchema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation('identity');
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotForm>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setSent(await forgotPassword(forgotPasswordRequestSchema.parse(values).email));
    } catch (error) {
      const message = applyServerErrors(error, ['email'], form.setError);
      if (message) notifications.show({ color: 'red', title: t('auth.forgotTitle'), message });
    }
  });

  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotSubtitle')}
      footer={
        <Anchor component={Link} to="/login">
          {t('auth.backToLogin')}
        </Anchor>
      }
    >
      {sent ? (
        <Alert color="green" role="status">
          {sent}
        </Alert>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth size="md">
              {t('auth.submitForgot')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
