import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { COOKIE_CATEGORIES } from '@app/shared';
import type { CookieCategory, CookieDecision } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { readConsent } from '../../../lib/consent/cookie-consent.ts';
import classes from './cookie-consent.module.css';
import '../i18n/index.ts';

export type Choices = Record<CookieCategory, boolean>;

const all = (on: boolean): Choices => ({ statistics: on, preferences: on, marketing: on });

/**
 * The detailed view of the cookie consent: statistics, preferences and marketing switched one by
 * one (the necessary ones always on), starting from the stored choice. Loaded when opened.
 */
export function CookieSettingsModal({
  onClose,
  onSave,
  onOpenPolicy,
}: {
  onClose: () => void;
  onSave: (decision: CookieDecision, choices: Choices) => void;
  onOpenPolicy: () => void;
}) {
  const { t } = useTranslation('privacy');
  const [choices, setChoices] = useState<Choices>(() => {
    const stored = readConsent();
    return {
      statistics: stored?.statistics ?? false,
      preferences: stored?.preferences ?? false,
      marketing: stored?.marketing ?? false,
    };
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('privacy.cookies.settingsTitle')}
      size="lg"
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
            onClick={onOpenPolicy}
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
          <Button variant="default" onClick={() => onSave('reject', all(false))}>
            {t('privacy.cookies.rejectAll')}
          </Button>
          <Button variant="default" onClick={() => onSave('accept', all(true))}>
            {t('privacy.cookies.acceptAll')}
          </Button>
          <Button onClick={() => onSave('custom', choices)}>{t('privacy.cookies.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
