import { Center, Loader } from '@mantine/core';
import IconLinkOff from '@tabler/icons-react/dist/esm/icons/IconLinkOff.mjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { tokenFromPath } from '../../../lib/api-client/bearer-token.ts';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { signInWithToken } from '../../../lib/session/session-actions.ts';
import { isLoggedIn } from '../../../lib/session/session.ts';
import '../i18n/index.ts';

type Failure = 'invalid' | 'unreachable';

/**
 * `/token/{encoded}` (spec section 2): base64 of JSON with a `token` field. The token is checked
 * with the API first; it becomes the stored session only when the API accepts it, then the
 * person goes to the brand's start page. A malformed, expired or revoked token shows why and
 * leaves the session this browser already had untouched.
 */
export function TokenPage({ defaultRoute }: { defaultRoute: string }) {
  const { t } = useTranslation('identity');
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromPath(location.pathname);
    if (token === null) {
      setFailure('invalid');
      return;
    }
    signInWithToken(token).then(
      () => void navigate(defaultRoute, { replace: true }),
      (error: unknown) =>
        setFailure(
          isApiError(error) && error.status >= 400 && error.status < 500
            ? 'invalid'
            : 'unreachable',
        ),
    );
  }, [defaultRoute, location.pathname, navigate]);

  if (failure === null)
    return (
      <Center p="xl">
        <Loader aria-label={t('auth.tokenChecking')} />
      </Center>
    );
  const signedIn = isLoggedIn();
  return (
    <PageState
      testId="token-error"
      color="red"
      icon={<IconLinkOff size={36} />}
      title={failure === 'invalid' ? t('auth.tokenInvalidTitle') : t('auth.tokenUnreachableTitle')}
      text={failure === 'invalid' ? t('auth.tokenInvalidText') : t('auth.tokenUnreachableText')}
      {...(signedIn ? { detail: t('auth.tokenSessionKept') } : {})}
      action={
        signedIn
          ? { to: defaultRoute, label: t('auth.tokenGoHome') }
          : { to: '/login', label: t('auth.tokenGoLogin') }
      }
    />
  );
}
