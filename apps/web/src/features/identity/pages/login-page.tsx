import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { loginRequestSchema } from '@app/shared';
import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../components/auth-card.tsx';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { login } from '../identity-api.ts';
import { completeLogin, takeTargetUrl } from '../../../lib/session/session-actions.ts';
import '../i18n/index.ts';

type LoginForm = z.input<typeof loginRequestSchema>;
type Errors = Partial<Record<keyof LoginForm, string>>;

// The login form is the first thing a visitor loads, so the shared contract that checks it (zod
// and the identity schemas) is not part of that load: it comes when the person first focuses a
// field, and checks the form on submit (and on every change after a first submit). The server
// checks with the same contract; its errors land on the fields too.
const loginContract = () =>
  import('@app/shared/identity/auth.contract').then((m) => m.loginRequestSchema);

async function validate(values: LoginForm): Promise<Errors> {
  const result = (await loginContract()).safeParse(values);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return errors;
}

/** Spec section 2: no session refresh or redirect happens on /login itself. */
export function LoginPage({ defaultRoute }: { defaultRoute: string }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  // After a first submit the fields are checked again as they change (as before, with
  // react-hook-form's defaults).
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const fields = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  // Checks answer in order: only the latest one (of the values as they are now) is shown.
  const checks = useRef(0);
  const check = async (next: LoginForm) => {
    const mine = ++checks.current;
    const found = await validate(next);
    if (mine === checks.current) setErrors(found);
    return found;
  };

  const change = (field: keyof LoginForm) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (submitted) void check(next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = await check(values);
    const first = (['email', 'password'] as const).find((field) => invalid[field]);
    if (first) {
      fields[first].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await login({
        email: values.email.trim().toLowerCase(),
        password: values.password,
      });
      completeLogin(response);
      await navigate(takeTargetUrl() ?? defaultRoute, { replace: true });
    } catch (error) {
      const message = applyServerErrors<LoginForm>(error, ['email', 'password'], (field, e) =>
        setErrors((current) => ({ ...current, [field]: e.message })),
      );
      if (message) notifications.show({ color: 'red', title: t('auth.loginTitle'), message });
    } finally {
      setSubmitting(false);
    }
  };

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
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loginContract()}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('auth.email')}
            placeholder={t('auth.emailPlaceholder')}
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            ref={fields.email}
            name="email"
            value={values.email}
            onChange={change('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            error={errors.password}
            ref={fields.password}
            name="password"
            value={values.password}
            onChange={change('password')}
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
