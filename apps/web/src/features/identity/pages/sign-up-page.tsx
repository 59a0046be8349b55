import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Checkbox,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { notifications } from '@mantine/notifications';
import { formatPhone, formatTaxId, signUpRequestSchema, trackingFromSearch } from '@app/shared';
import type { z } from 'zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { useSlot } from '../../../components/slots/slots.tsx';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { checkEmail, checkXpCode, signUp, startTrial } from '../identity-api.ts';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { completeLogin, takeTargetUrl } from '../../../lib/session/session-actions.ts';
import { storedTracking } from '../tracking.ts';
import '../i18n/index.ts';

type SignUpForm = z.input<typeof signUpRequestSchema>;
const FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'phone_number',
  'identifier',
  'accept_terms',
  'xp_code',
] as const;

/**
 * `/criar-conta`. Liberta's (`xpCode`) also takes an XP client code: the access released for it
 * (`/liberacao-cliente-xp`) comes with the new account.
 */
export function SignUpPage({
  defaultRoute,
  xpCode = false,
}: {
  defaultRoute: string;
  xpCode?: boolean;
}) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpRequestSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      phone_number: '',
      identifier: '',
      accept_terms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Spec section 4: the trial is offered when the answer says so (show_trial, days > 0).
  const [offer, setOffer] = useState<{ days: number; next: string } | null>(null);
  const [policyOpen, setPolicyOpen] = useState(false);
  const PrivacyPolicyModal = useSlot('PrivacyPolicyModal');

  const onEmailBlur = async (email: string) => {
    if (!email.includes('@')) return;
    try {
      if (await checkEmail(email.trim().toLowerCase()))
        form.setError('email', { type: 'server', message: t('auth.emailTaken') });
    } catch {
      // The check is a courtesy; the sign-up itself says the same if needed.
    }
  };

  const onXpCodeBlur = async (code: string) => {
    if (code.trim() === '') return;
    try {
      if (!(await checkXpCode(code)))
        form.setError('xp_code', { type: 'server', message: t('auth.xpCodeUnavailable') });
    } catch {
      // A courtesy too: the sign-up answers the same.
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const tracking = { ...storedTracking(), ...trackingFromSearch(window.location.search) };
      const response = await signUp(signUpRequestSchema.parse(values), tracking);
      completeLogin(response);
      notifications.show({
        color: 'green',
        message: t('auth.welcomeToast', { name: response.user.name.split(' ')[0] }),
      });
      const target = takeTargetUrl();
      // A person who came to sign up on the way somewhere (the cart's checkout) goes straight
      // back there; a plain sign-up is offered the trial first.
      if (target === null && response.show_trial && response.trial_days > 0)
        setOffer({ days: response.trial_days, next: defaultRoute });
      else await navigate(target ?? defaultRoute, { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', title: t('auth.signUpTitle'), message });
    }
  });

  if (offer) return <TrialOffer days={offer.days} next={offer.next} />;

  return (
    <AuthCard
      title={t('auth.signUpTitle')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('auth.loginLink')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.name')}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email', {
              onBlur: (event: React.FocusEvent<HTMLInputElement>) =>
                void onEmailBlur(event.target.value),
            })}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="phone_number"
              render={({ field }) => (
                <TextInput
                  label={t('auth.phone')}
                  inputMode="tel"
                  autoComplete="tel-national"
                  required
                  error={errors.phone_number?.message}
                  {...field}
                  onChange={(event) => field.onChange(formatPhone(event.currentTarget.value))}
                />
              )}
            />
            <Controller
              control={form.control}
              name="identifier"
              render={({ field }) => (
                <TextInput
                  label={t('auth.taxId')}
                  required
                  error={errors.identifier?.message}
                  {...field}
                  onChange={(event) => field.onChange(formatTaxId(event.currentTarget.value))}
                />
              )}
            />
          </SimpleGrid>
          {xpCode && (
            <TextInput
              label={t('auth.xpCode')}
              description={t('auth.xpCodeHint')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.xp_code?.message}
              {...form.register('xp_code', {
                setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
                onBlur: (event: React.FocusEvent<HTMLInputElement>) =>
                  void onXpCodeBlur(event.target.value),
              })}
            />
          )}
          <PasswordInput
            label={t('auth.password')}
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
          <Checkbox
            label={
              <>
                {t('auth.acceptTerms')}{' '}
                <Anchor
                  component="button"
                  type="button"
                  inherit
                  onClick={(event) => {
                    // Inside the checkbox's label: open the policy without ticking the box.
                    event.preventDefault();
                    setPolicyOpen(true);
                  }}
                >
                  {t('auth.privacyPolicy')}
                </Anchor>
              </>
            }
            error={errors.accept_terms?.message}
            {...form.register('accept_terms')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth size="md">
            {t('auth.submitSignUp')}
          </Button>
        </Stack>
      </form>
      <PrivacyPolicyModal opened={policyOpen} onClose={() => setPolicyOpen(false)} />
    </AuthCard>
  );
}

/** Right after sign-up: the trial the account may take, started with one click or skipped. */
function TrialOffer({ days, next }: { days: number; next: string }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const tracking = { ...storedTracking(), ...trackingFromSearch(window.location.search) };
      const trial = await startTrial(tracking);
      notifications.show({
        color: 'green',
        message: t('auth.trialStarted', { count: trial.trial_days }),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    }
    await navigate(next, { replace: true });
  };
  return (
    <AuthCard title={t('auth.trialOfferTitle', { count: days })}>
      <Stack gap="md" data-testid="trial-offer">
        <Text>{t('auth.trialOfferText', { count: days })}</Text>
        <Button size="md" fullWidth loading={busy} onClick={() => void start()}>
          {t('auth.trialOfferStart')}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          fullWidth
          disabled={busy}
          onClick={() => void navigate(next, { replace: true })}
        >
          {t('auth.trialOfferSkip')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
