import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { rememberTargetUrl } from '../../../lib/session/session-actions.ts';
import {
  NO_TRACK_RECORD_FILTERS,
  trackRecordCallsQuery,
  trackRecordQuery,
} from '../api/client-api.ts';
import { TRACK_RECORD_PATH, CLIENT_PATH } from '../paths.ts';
import { TrackRecordCallsTable } from './track-record-calls.tsx';
import { TrackRecordFigureCards } from './track-record-figures.tsx';
import '../i18n/index.ts';

/**
 * What a visitor finds on Liberta's public `/cliente/recomendacoes`: the closed calls' results
 * (the public track record: entry and result, never an open call's levels) and a way in —
 * sign in, or see the signatures.
 */
export function ClientVisitor() {
  const { t } = useTranslation('recommendations');
  const navigate = useNavigate();
  const record = useQuery(trackRecordQuery(NO_TRACK_RECORD_FILTERS));
  const calls = useQuery(trackRecordCallsQuery(NO_TRACK_RECORD_FILTERS, 1));
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Card withBorder radius="lg" padding="xl" data-testid="visitor-call-to-action">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('recommendations.client.visitor.title')}
          </Title>
          <Text c="dimmed" maw={720}>
            {t('recommendations.client.visitor.text')}
          </Text>
          <Group gap="sm">
            <Button
              leftSection={<IconLogin size={18} aria-hidden />}
              onClick={() => {
                rememberTargetUrl(CLIENT_PATH);
                void navigate('/login');
              }}
            >
              {t('recommendations.client.visitor.login')}
            </Button>
            <Button
              component={Link}
              to="/assinaturas"
              variant="light"
              leftSection={<IconCrown size={18} aria-hidden />}
            >
              {t('recommendations.client.visitor.subscribe')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="visitor-results">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="visitor-results">
            {t('recommendations.client.visitor.resultsTitle')}
          </Title>
          <Button component={Link} to={TRACK_RECORD_PATH} variant="subtle">
            {t('recommendations.client.visitor.seeAll')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('recommendations.client.visitor.resultsNote')}
        </Text>
        {record.isError || calls.isError ? (
          <Alert color="red">{t('recommendations.trackRecord.loadError')}</Alert>
        ) : !record.data || !calls.data ? (
          <Center py="xl">
            <Loader aria-label={t('recommendations.trackRecord.loading')} />
          </Center>
        ) : calls.data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('recommendations.trackRecord.emptyText')}
          </Text>
        ) : (
          <>
            <TrackRecordFigureCards figures={record.data.overall} />
            <Card withBorder radius="lg" padding="md">
              <TrackRecordCallsTable calls={calls.data.data} />
            </Card>
          </>
        )}
      </Stack>
    </Stack>
  );
}
