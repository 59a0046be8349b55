import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Badge,
  Blockquote,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconTrendingUp from '@tabler/icons-react/dist/esm/icons/IconTrendingUp.mjs';
import { ANALYST_DECLARATION, formatCurrency } from '@app/shared';
import type { BrandId, RecommendationDetail } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { FormPageHeader } from '../../../components/staff/form-page-header.tsx';
import { FormPageLoader } from '../../../components/staff/form-page.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { recommendationQuery } from '../api/recommendations-api.ts';
import { RecommendationActions } from '../components/recommendation-actions.tsx';
import { entryText, percentText, saoPauloText } from '../components/recommendation-format.ts';
import { RecommendationHistory } from '../components/recommendation-history.tsx';
import { Rationale } from '../components/rationale.tsx';
import { useRecommendationsLive } from '../components/recommendation-live.ts';
import { RECOMMENDATIONS_PATH } from '../components/recommendation-paths.ts';
import {
  OperationBadge,
  RecommendationStatusBadge,
} from '../components/recommendation-status-badge.tsx';
import '../i18n/index.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The levels: entry, stop (and where it started), each target (hit or not), the conductions. */
function Levels({ rec }: { rec: RecommendationDetail }) {
  const { t } = useTranslation('recommendations');
  const levels = rec.levels;
  if (!levels) return null;
  const names = (group: string, value: string) => t(`recommendations.staff.${group}.${value}`);
  return (
    <Section title={t('recommendations.staff.levels')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Fact label={t('recommendations.staff.entry')}>
          {entryText(levels.entry_min_cents, levels.entry_max_cents, t('recommendations.staff.to'))}
          {levels.entry_cents !== null && (
            <Text size="xs" c="dimmed">
              {t('recommendations.staff.enteredAt', { price: formatCurrency(levels.entry_cents) })}
            </Text>
          )}
        </Fact>
        <Fact label={t('recommendations.staff.stop')}>
          {formatCurrency(levels.stop_cents)}
          {levels.stop_cents !== levels.initial_stop_cents && (
            <Text size="xs" c="dimmed">
              {t('recommendations.staff.initialStop', {
                price: formatCurrency(levels.initial_stop_cents),
              })}
            </Text>
          )}
        </Fact>
        <Fact label={t('recommendations.staff.targets')}>
          <Group gap={6}>
            {levels.targets_cents.map((target, index) => (
              <Badge
                key={index}
                variant={index < levels.targets_hit ? 'filled' : 'light'}
                color="teal"
                radius="sm"
                title={
                  index < levels.targets_hit ? t('recommendations.staff.targetHit') : undefined
                }
              >
                {t('recommendations.staff.targetN', { n: index + 1 })} {formatCurrency(target)}
                {index < levels.targets_hit ? ' ✓' : ''}
              </Badge>
            ))}
          </Group>
        </Fact>
        <Fact label={t('recommendations.staff.stopConduction')}>
          {names('stopConductions', levels.stop_conduction)}
        </Fact>
        <Fact label={t('recommendations.staff.targetConduction')}>
          {names('targetConductions', levels.target_conduction)}
        </Fact>
        <Fact label={t('recommendations.staff.positionSize')}>
          {names('positionSizes', levels.position_size)}
        </Fact>
        <Fact label={t('recommendations.staff.frequency')}>
          {names('frequencies', rec.frequency)}
        </Fact>
        <Fact label={t('recommendations.staff.published')}>{saoPauloText(rec.published_at)}</Fact>
        <Fact label={t('recommendations.staff.validUntil')}>{saoPauloText(rec.valid_until)}</Fact>
        {rec.result_percent !== null && (
          <Fact label={t('recommendations.staff.result')}>
            <Text
              span
              fw={700}
              c={rec.result_percent > 0 ? 'teal' : rec.result_percent < 0 ? 'red' : undefined}
            >
              {percentText(rec.result_percent)}
            </Text>
          </Fact>
        )}
      </SimpleGrid>
    </Section>
  );
}

/**
 * Staff `/recomendacoes/:id` (in Liberta also the update route): one recommendation with its
 * levels, the analyst's CNPI, declaration and conflicts of interest, the rationale, the chats it
 * went to and its whole history; the analyst's actions (move the stop, close, cancel). It follows
 * the changes as they happen (`recs:<brand>`).
 */
export function RecommendationDetailPage({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('recommendations');
  const ability = useAbility();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    ...recommendationQuery(valid ? id : 0),
    enabled: valid,
    meta: { silent: true },
  });
  useRecommendationsLive(brand);
  const back = t('recommendations.staff.back');

  if (valid && query.isPending) return <FormPageLoader />;
  const rec = query.data;
  if (!valid || !rec)
    return (
      <PageState
        icon={<IconTrendingUp size={36} />}
        title={t('recommendations.staff.notFound')}
        text={
          query.error && !(isApiError(query.error) && query.error.status === 404)
            ? errorMessageOf(query.error)
            : t('recommendations.staff.notFoundText')
        }
        action={{ to: RECOMMENDATIONS_PATH, label: back }}
      />
    );

  return (
    <Stack gap="lg" maw={1040}>
      <FormPageHeader
        backTo={RECOMMENDATIONS_PATH}
        backLabel={back}
        fitBackLink
        align="flex-end"
        title={
          <>
            <Text span inherit ff="monospace">
              {rec.asset.code}
            </Text>{' '}
            · {rec.asset.name}
          </>
        }
        titleAside={
          <Group gap="xs">
            <OperationBadge operation={rec.operation} />
            <RecommendationStatusBadge status={rec.status} size="lg" />
          </Group>
        }
        actions={ability.can('update', 'Recomendações') && <RecommendationActions rec={rec} />}
      />
      <Text size="sm" c="dimmed">
        {t('recommendations.staff.statusSince', { date: saoPauloText(rec.status_changed_at) })}
      </Text>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Levels rec={rec} />
            {rec.levels?.rationale_html && (
              <Section title={t('recommendations.staff.rationale')}>
                <Rationale html={rec.levels.rationale_html} />
              </Section>
            )}
            <Section title={t('recommendations.staff.history')}>
              {rec.events && rec.events.length > 0 ? (
                <RecommendationHistory events={rec.events} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('recommendations.staff.noHistory')}
                </Text>
              )}
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Section title={t('recommendations.staff.analystSection')}>
              <Stack gap="xs">
                <Text fw={600}>{rec.analyst.name}</Text>
                <Text size="sm">
                  {rec.analyst.cnpi
                    ? t('recommendations.staff.cnpi', { cnpi: rec.analyst.cnpi })
                    : t('recommendations.form.noCnpi')}
                </Text>
                <Text size="sm" c="dimmed">
                  {rec.setup
                    ? `${rec.trade_method.name} · ${rec.setup.name}`
                    : rec.trade_method.name}
                </Text>
                <Blockquote color="blue" py="xs" px="md" fz="sm" fs="italic">
                  {ANALYST_DECLARATION}
                </Blockquote>
                <Fact label={t('recommendations.form.conflicts')}>
                  {rec.analyst.conflicts_of_interest.trim() ||
                    t('recommendations.form.noConflicts')}
                </Fact>
              </Stack>
            </Section>
            <Section title={t('recommendations.staff.chats')}>
              {rec.chats.length > 0 ? (
                <Group gap={6}>
                  {rec.chats.map((chat) => (
                    <Badge key={chat.id} variant="light" color="grape">
                      {chat.name}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('recommendations.staff.noChats')}
                </Text>
              )}
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
