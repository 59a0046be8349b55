import { Alert, Button, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconGift from '@tabler/icons-react/dist/esm/icons/IconGift.mjs';
import { formatDateTimeSaoPaulo, formatPhone, landingLeadForm } from '@app/shared';
import type { FormValuesOf, LandingLeadResult, PublicLanding } from '@app/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session/use-session.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { formResolver } from '../../../components/forms/form-resolver.ts';
import { rememberTargetUrl } from '../../../lib/session/session-actions.ts';
import { submitLead } from '../landings-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/**
 * The lead form of a landing page: name, e-mail and an optional phone (masked as typed). The
 * page's `utm_*` parameters go along as headers. On a page with trial days, a signed-in person's
 * trial starts at once; a visitor is offered login or sign-up and comes back here after.
 */
export function LeadForm({ page }: { page: PublicLanding }) {
  const { t } = useTranslation('landings');
  const location = useLocation();
  const { loggedIn, user } = useSession();
  const [result, setResult] = useState<LandingLeadResult | null>(null);
  // The shared lead form, checked with the API's own schema (a signed-in person's come filled).
  const form = useForm({
    resolver: formResolver(landingLeadForm),
    defaultValues: landingLeadForm.values(loggedIn ? user : null),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      setResult(await submitLead(page.id, input, location.search));
    } catch (error) {
      const message = applyServerErrors<FormValuesOf<typeof landingLeadForm>>(
        error,
        landingLeadForm.fields,
        form.setError,
      );
      if (message) notifications.show({ color: 'red', message });
    }
  });

  if (result) return <LeadSuccess result={result} />;

  const offersTrial = page.trial_days > 0;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="lead-form-title">
      <Stack gap="md">
        <Stack gap={4}>
          {offersTrial && (
            <Group gap={6} c="brand">
              <IconGift size={18} aria-hidden />
              <Text size="sm" fw={700} c="brand">
                {t('media.landing.trialBadge', { count: page.trial_days })}
              </Text>
            </Group>
          )}
          <Title order={2} size="h3" id="lead-form-title">
            {offersTrial
              ? loggedIn
                ? t('media.landing.formTitleTrialMember')
                : t('media.landing.formTitleTrial')
              : t('media.landing.formTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {offersTrial ? t('media.landing.formIntroTrial') : t('media.landing.formIntro')}
          </Text>
        </Stack>
        <TextInput
          label={t('media.landing.name')}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label={t('media.landing.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="phone_number"
          render={({ field }) => (
            <TextInput
              label={t('media.landing.phone')}
              description={t('media.landing.phoneHint')}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder="(11) 98765-4321"
              error={errors.phone_number?.message}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatPhone(event.currentTarget.value))}
            />
          )}
        />
        <Button type="submit" size="md" loading={isSubmitting} fullWidth>
          {page.cta_text || t('media.landing.submit')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('media.landing.privacy')}
        </Text>
      </Stack>
    </form>
  );
}

function LeadSuccess({ result }: { result: LandingLeadResult }) {
  const { t } = useTranslation('landings');
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const trial = result.trial;
  return (
    <Stack gap="md" role="status" data-testid="lead-success" align="stretch">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius={22} color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {result.message}
        </Title>
      </Group>
      {trial === null && <Text c="dimmed">{t('media.landing.successText')}</Text>}
      {trial?.status === 'granted' && (
        <Alert
          color="teal"
          variant="light"
          title={t('media.landing.trialGrantedTitle', { count: trial.days })}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('media.landing.trialGrantedText', {
                date: formatDateTimeSaoPaulo(trial.ends_at, 'DD/MM/YYYY HH:mm'),
              })}
            </Text>
            <Button
              component={Link}
              to={trial.course_slug ? `/cliente/cursos/${trial.course_slug}` : '/'}
              w="fit-content"
            >
              {t('media.landing.startNow')}
            </Button>
          </Stack>
        </Alert>
      )}
      {trial?.status === 'login_required' && (
        <Alert
          color="blue"
          variant="light"
          title={t('media.landing.trialLoginTitle', { count: trial.days })}
        >
          <Stack gap="sm">
            <Text size="sm">{t('media.landing.trialLoginText')}</Text>
            <Group gap="sm">
              <Button component={Link} to="/login" onClick={() => rememberTargetUrl(here)}>
                {t('media.landing.login')}
              </Button>
              <Button
                component={Link}
                to="/criar-conta"
                variant="default"
                onClick={() => rememberTargetUrl(here)}
              >
                {t('media.landing.signUp')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {trial?.status === 'already_used' && (
        <Alert color="yellow" variant="light" title={t('media.landing.trialUsedTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('media.landing.trialUsedText')}</Text>
            {trial.course_slug && (
              <Button
                component={Link}
                to={`/curso/${trial.course_slug}`}
                variant="default"
                w="fit-content"
              >
                {t('media.landing.seeCourse')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
