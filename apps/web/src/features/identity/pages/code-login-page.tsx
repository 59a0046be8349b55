import { Alert, Anchor, Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { emailSchema, LOGIN_CODE_LENGTH } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { login, sendLoginCode } from '../identity-api.ts';
import { completeLogin, takeTargetUrl } from '../../../lib/session/session-actions.ts';
import '../i18n/index.ts';

export function CodeLoginPage({ defaultRoute }: { defaultRoute: string }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('auth.codeTitle'),
      message: error instanceof ApiError ? error.message : String(error),
    });

  const send = async () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      setSentMessage(await sendLoginCode(parsed.data));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const enter = async () => {
    setBusy(true);
    try {
      completeLogin(await login({ email: email.trim().toLowerCase(), code }));
      await navigate(takeTargetUrl() ?? defaultRoute, { replace: true });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.codeTitle')}
      subtitle={t('auth.codeSubtitle')}
      footer={
        <Anchor component={Link} to="/login">
          {t('auth.backToLogin')}
        </Anchor>
      }
    >
      <Stack gap="md">
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={emailError}
          disabled={sentMessage !== null}
        />
        {sentMessage === null ? (
          <Button onClick={() => void send()} loading={busy} fullWidth size="md">
            {t('auth.sendCode')}
          </Button>
        ) : (
          <>
            <Alert color="blue" role="status">
              {sentMessage}
            </Alert>
            <Stack gap={6}>
              <Text component="label" htmlFor="login-code" size="sm" fw={500}>
                {t('auth.code')}
              </Text>
              <PinInput
                id="login-code"
                length={LOGIN_CODE_LENGTH}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                aria-label={t('auth.code')}
              />
            </Stack>
            <Button
              onClick={() => void enter()}
              loading={busy}
              disabled={code.length !== LOGIN_CODE_LENGTH}
              fullWidth
              size="md"
            >
              {t('auth.submitCode')}
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setSentMessage(null);
                setCode('');
              }}
            >
              {t('auth.resendCode')}
            </Anchor>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
