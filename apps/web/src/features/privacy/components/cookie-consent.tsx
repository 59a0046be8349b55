import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COOKIE_BANNER_VERSION, settingsOf } from '@app/shared';
import type { CookieDecision, CookieSettings } from '@app/shared';
import { lazy, Suspense, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  anonymousIdOf,
  consentVersion,
  cookieSettingsRequests,
  readConsent,
  saveConsent,
  subscribeConsent,
} from '../../../lib/consent/cookie-consent.ts';
import { recordConsent } from '../privacy-api.ts';
import type { Choices } from './cookie-settings-modal.tsx';
import classes from './cookie-consent.module.css';
import '../i18n/index.ts';

// The detailed view and the policy load when opened: the banner is part of a visitor's first
// paint, the modal's parts (Mantine's Modal and Switch, the scroll lock) are not.
const CookieSettingsModal = lazy(async () => ({
  default: (await import('./cookie-settings-modal.tsx')).CookieSettingsModal,
}));
const PrivacyPolicyModal = lazy(async () => ({
  default: (await import('./privacy-policy-modal.tsx')).PrivacyPolicyModal,
}));

/** Stores the decision (this browser) and records it in the server's consent log. */
function decide(decision: CookieDecision, settings: CookieSettings): void {
  const consent = {
    ...settings,
    decision,
    version: COOKIE_BANNER_VERSION,
    decidedAt: new Date().toISOString(),
    anonymousId: anonymousIdOf(),
  };
  saveConsent(consent);
  // The choice holds in this browser even if the log is unreachable; it is sent once.
  recordConsent({
    anonymous_id: consent.anonymousId,
    decision,
    statistics: settings.statistics,
    preferences: settings.preferences,
    marketing: settings.marketing,
    banner_version: COOKIE_BANNER_VERSION,
  }).catch(() => undefined);
}

/**
 * The cookie consent (spec sections 2, 4 and 9; SECURITY.md 19): the banner while the person has
 * not decided — 'Aceitar' and 'Rejeitar' side by side, alike, and 'Configurar' — and the detailed
 * view, where statistics, preferences and marketing are switched one by one (the necessary ones
 * always on). "Preferências de cookies" opens the detailed view again later. Hidden on /carrinho
 * by the host that mounts it, unless the person asked for it.
 */
export function CookieConsent({ showBanner }: { showBanner: boolean }) {
  const { t } = useTranslation('privacy');
  useSyncExternalStore(subscribeConsent, consentVersion);
  const requests = useSyncExternalStore(subscribeConsent, cookieSettingsRequests);
  const consent = readConsent();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const titleId = useId();
  const textId = useId();

  // "Preferências de cookies" (footer): the detailed view, with the stored choice.
  useEffect(() => {
    if (requests > 0) setSettingsOpen(true);
  }, [requests]);

  const saveChoices = (decision: CookieDecision, picked: Choices) => {
    decide(decision, { required: true, ...picked });
    setSettingsOpen(false);
    notifications.show({ color: 'teal', message: t('privacy.cookies.saved') });
  };

  return (
    <>
      {showBanner && consent === null && !settingsOpen && (
        <Paper
          component="section"
          role="region"
          aria-labelledby={titleId}
          aria-describedby={textId}
          className={classes.banner}
          shadow="xl"
          radius="md"
          p="lg"
          withBorder
          data-testid="cookie-banner"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id={titleId}>
              {t('privacy.cookies.title')}
            </Title>
            <Text size="sm" id={textId}>
              {t('privacy.cookies.text')}{' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                underline="always"
                onClick={() => setPolicyOpen(true)}
              >
                {t('privacy.cookies.policyLink')}
              </Anchor>
            </Text>
            <Group gap="sm" justify="flex-end" className={classes.actions}>
              <Button variant="default" onClick={() => setSettingsOpen(true)}>
                {t('privacy.cookies.configure')}
              </Button>
              {/* SECURITY.md 19: rejecting is exactly as prominent as accepting. */}
              <Button onClick={() => decide('reject', settingsOf('reject'))}>
                {t('privacy.cookies.reject')}
              </Button>
              <Button onClick={() => decide('accept', settingsOf('accept'))}>
                {t('privacy.cookies.accept')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsModal
            onClose={() => setSettingsOpen(false)}
            onSave={saveChoices}
            onOpenPolicy={() => setPolicyOpen(true)}
          />
        </Suspense>
      )}
      {policyOpen && (
        <Suspense fallback={null}>
          <PrivacyPolicyModal opened onClose={() => setPolicyOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
