import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COOKIE_BANNER_VERSION, COOKIE_CATEGORIES, settingsOf } from '@app/shared';
import type { CookieCategory, CookieDecision, CookieSettings } from '@app/shared';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  anonymousIdOf,
  consentVersion,
  cookieSettingsRequests,
  readConsent,
  saveConsent,
  subscribeConsent,
} from '../../../lib/consent/cookie-consent.ts';
import { recordConsent } from '../privacy-api.ts';
import { PrivacyPolicyModal } from './privacy-policy-modal.tsx';
import classes from './cookie-consent.module.css';
import '../i18n/index.ts';

type Choices = Record<CookieCategory, boolean>;

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
  const [choices, setChoices] = useState<Choices>({
    statistics: consent?.statistics ?? false,
    preferences: consent?.preferences ?? false,
    marketing: consent?.marketing ?? false,
  });
  const titleId = useId();
  const textId = useId();

  // "Preferências de cookies" (footer): the detailed view, with the stored choice.
  useEffect(() => {
    if (requests === 0) return;
    const stored = readConsent();
    setChoices({
      statistics: stored?.statistics ?? false,
      preferences: stored?.preferences ?? false,
      marketing: stored?.marketing ?? false,
    });
    setSettingsOpen(true);
  }, [requests]);

  const saveChoices = (decision: CookieDecision, picked: Choices) => {
    decide(decision, { required: true, ...picked });
    setSettingsOpen(false);
    notifications.show({ color: 'teal', message: t('privacy.cookies.saved') });
  };
  const all = (on: boolean): Choices => ({ statistics: on, preferences: on, marketing: on });

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
      <Modal
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        title={t('privacy.cookies.settingsTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('privacy.policy.close') }}
        zIndex={300}
      >
        <Stack gap="md" data-testid="cookie-settings">
          <Text size="sm">
            {t('privacy.cookies.settingsIntro')}{' '}
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
          <Switch
            checked
            disabled
            label={`${t('privacy.cookies.required')} (${t('privacy.cookies.alwaysOn')})`}
            description={t('privacy.cookies.requiredText')}
          />
          {COOKIE_CATEGORIES.map((category) => (
            <Switch
              key={category}
              checked={choices[category]}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setChoices((current) => ({ ...current, [category]: on }));
              }}
              label={t(`privacy.cookies.${category}`)}
              description={t(`privacy.cookies.${category}Text`)}
            />
          ))}
          <Group gap="sm" justify="flex-end" mt="sm" className={classes.actions}>
            <Button variant="default" onClick={() => saveChoices('reject', all(false))}>
              {t('privacy.cookies.rejectAll')}
            </Button>
            <Button variant="default" onClick={() => saveChoices('accept', all(true))}>
              {t('privacy.cookies.acceptAll')}
            </Button>
            <Button onClick={() => saveChoices('custom', choices)}>
              {t('privacy.cookies.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <PrivacyPolicyModal opened={policyOpen} onClose={() => setPolicyOpen(false)} />
    </>
  );
}
