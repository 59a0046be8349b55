import '@mantine/core/styles/Checkbox.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconHistory from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { MyInternalPolicy } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { POLICY_KEYS, confirmPolicy, myPolicyQuery } from '../api/internal-policies-api.ts';
import { PolicyDocument } from '../components/policy-document.tsx';
import { ReadingBadges } from '../components/reading-badges.tsx';
import { HUB_POLICIES_PATH } from '../paths.ts';
import '../i18n/index.ts';

const dateTime = (iso: string) => formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY [às] HH:mm');

/**
 * Hub `/hub/politicas-procedimentos/:id`: the current version (or an older one, `?versao=N`,
 * read only), its HTML or embedded PDF, and "Li e concordo" once per version.
 */
export function HubPolicyPage() {
  const { t } = useTranslation('internalPolicies');
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const asked = params.get('versao');
  const version = asked && /^\d+$/.test(asked) ? Number(asked) : null;
  const valid = Number.isInteger(id) && id > 0;
  const policy = useQuery({ ...myPolicyQuery(id, version), enabled: valid });

  if (valid && policy.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (!valid || !policy.data) {
    const missing = !valid || (policy.error instanceof ApiError && policy.error.status === 404);
    return (
      <PageState
        icon={<IconFileText size={36} />}
        title={
          missing ? t('internalPolicies.detail.notFound') : t('internalPolicies.common.loadError')
        }
        text={
          missing
            ? t('internalPolicies.detail.notFoundText')
            : policy.error instanceof ApiError
              ? policy.error.message
              : t('internalPolicies.common.loadError')
        }
        color={missing ? undefined : 'red'}
        action={{ to: HUB_POLICIES_PATH, label: t('internalPolicies.detail.back') }}
      />
    );
  }
  return <PolicyView policy={policy.data} />;
}

function PolicyView({ policy }: { policy: MyInternalPolicy }) {
  const { t } = useTranslation('internalPolicies');
  const doc = policy.document;
  const others = policy.versions.filter((v) => v.version !== doc.version);
  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={HUB_POLICIES_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('internalPolicies.detail.back')}
        </Group>
      </Anchor>
      <Stack gap="xs">
        <ReadingBadges required={policy.required_reading} confirmedAt={policy.confirmed_at} />
        <Title order={1} size="h2">
          {doc.title}
        </Title>
        <Text size="sm" c="dimmed">
          {[
            policy.category,
            t('internalPolicies.common.version', { version: doc.version }),
            doc.published_at
              ? t('internalPolicies.common.publishedOn', {
                  date: formatDateTimeSaoPaulo(doc.published_at),
                })
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {doc.summary && <Text>{doc.summary}</Text>}
      </Stack>
      {!policy.is_current && (
        <Alert color="gray" variant="light" icon={<IconHistory size={18} aria-hidden />}>
          <Stack gap={6} align="flex-start">
            <Text size="sm">
              {t('internalPolicies.detail.oldVersion', {
                version: doc.version,
                current: policy.current_version,
              })}
            </Text>
            <Anchor component={Link} to={`${HUB_POLICIES_PATH}/${policy.id}`} size="sm">
              {t('internalPolicies.detail.readCurrent')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {policy.is_current && doc.change_note && (
        <Alert color="blue" variant="light">
          {t('internalPolicies.detail.changeNote', { note: doc.change_note })}
        </Alert>
      )}
      <PolicyDocument document={doc} />
      {policy.is_current && <Agreement policy={policy} />}
      {others.length > 0 && (
        <Card withBorder radius="lg" padding="lg" component="section">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('internalPolicies.detail.versions')}
            </Title>
            <List spacing={4} size="sm">
              {others.map((v) => (
                <List.Item key={v.version}>
                  <Anchor
                    component={Link}
                    to={`${HUB_POLICIES_PATH}/${policy.id}?versao=${v.version}`}
                  >
                    {t('internalPolicies.detail.versionItem', {
                      version: v.version,
                      date: formatDateTimeSaoPaulo(v.published_at),
                    })}
                  </Anchor>
                  {v.confirmed_at && (
                    <Text span size="xs" c="teal" ml="xs">
                      {t('internalPolicies.common.confirmedOn', {
                        date: formatDateTimeSaoPaulo(v.confirmed_at),
                      })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** "Li e concordo": a checked statement, then the button; afterwards the date it was recorded. */
function Agreement({ policy }: { policy: MyInternalPolicy }) {
  const { t } = useTranslation('internalPolicies');
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const doc = policy.document;
  const confirm = useMutation({
    mutationFn: () => confirmPolicy(policy.id, doc.version),
    meta: { silent: true },
    onSuccess: async (made) => {
      notifications.show({
        color: 'teal',
        message: made.created
          ? t('internalPolicies.detail.confirmedToast')
          : t('internalPolicies.detail.alreadyConfirmed'),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: POLICY_KEYS.myPolicy }),
        queryClient.invalidateQueries({ queryKey: POLICY_KEYS.mine }),
        queryClient.invalidateQueries({ queryKey: POLICY_KEYS.pending }),
      ]);
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : t('internalPolicies.common.loadError'),
      }),
  });
  if (policy.confirmed_at)
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} aria-hidden />}
        data-testid="policy-confirmed"
      >
        {t('internalPolicies.detail.confirmedBox', {
          version: doc.version,
          date: dateTime(policy.confirmed_at),
        })}
      </Alert>
    );
  return (
    <Card withBorder radius="lg" padding="lg" component="section">
      <Stack gap="sm">
        {policy.versions.some((v) => v.confirmed_at !== null) && (
          <Text size="sm" c="orange" fw={500}>
            {t('internalPolicies.detail.newVersionToConfirm')}
          </Text>
        )}
        <Checkbox
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          label={t('internalPolicies.detail.agreeLabel', {
            version: doc.version,
            title: doc.title,
          })}
          description={t('internalPolicies.detail.agreeHint')}
        />
        <Group>
          <Button
            disabled={!agreed}
            loading={confirm.isPending}
            onClick={() => confirm.mutate()}
            leftSection={<IconCircleCheck size={18} aria-hidden />}
          >
            {t('internalPolicies.detail.agree')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
