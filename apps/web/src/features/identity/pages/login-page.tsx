import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EMAIL_INVALID_MESSAGE, PASSWORD_REQUIRED_MESSAGE } from '@app/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { login } from '../identity-api.ts';
import { completeLogin, takeTargetUrl } from '../../../lib/session/session-actions.ts';
import '../i18n/index.ts';

interface LoginForm {
  email: string;
  password: string;
}

// The login form is the first thing a visitor loads: it checks the obvious by hand (no zod in the
// first load); the server validates with the shared contract and its errors land on the fields.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 2: no session refresh or redirect happens on /login itself. */
export function LoginPage({ defaultRoute }: { defaultRoute: string }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const form = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await login({
        email: values.email.trim().toLowerCase(),
        password: values.password,
      });
      completeLogin(response);
      await navigate(takeTargetUrl() ?? defaultRoute, { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, ['email', 'password'], form.setError);
      if (message) notifications.show({ color: 'red', title: t('auth.loginTitle'), message });
    }
  });

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to="/criar-conta" fw={600}>
            {t('auth.createAccountLink')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.email')}
            placeholder={t('auth.emailPlaceholder')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email', {
              validate: (value) => EMAIL_SHAPE.test(value.trim()) || EMAIL_INVALID_MESSAGE,
            })}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            error={errors.password?.message}
            {...form.register('password', { required: PASSWORD_REQUIRED_MESSAGE })}
          />
          <Group justify="space-between">
            <Anchor component={Link} to="/esqueci-senha" size="sm">
              {t('auth.forgotLink')}
            </Anchor>
            <Anchor component={Link} to="/login/codigo" size="sm">
              {t('auth.codeLink')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            {t('auth.submitLogin')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
