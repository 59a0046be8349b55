import '@mantine/core/styles/Grid.css';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { SAO_PAULO_TIME_ZONE } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { AgendaCard } from '../components/agenda-card.tsx';
import { NoticesCard } from '../components/notices-card.tsx';
import { ReadingsCard } from '../components/readings-card.tsx';
import { ShortcutsCard } from '../components/shortcuts-card.tsx';
import '../i18n/index.ts';

type Part = 'morning' | 'afternoon' | 'evening';

/** The part of the São Paulo day at `now` (the greeting's words). */
export function partOfDay(now: Date): Part {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: SAO_PAULO_TIME_ZONE,
    }).format(now),
  );
  return hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 18 ? 'afternoon' : 'evening';
}

/** "terça-feira, 10 de junho de 2025": today in São Paulo, in the reader's language. */
export function longDate(now: Date, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SAO_PAULO_TIME_ZONE,
  }).format(now);
}

/**
 * Liberta's `/hub/home` (resource hub-home): the intranet's front page. A greeting, then the
 * notices, today's agenda, pending readings and shortcuts, each card loading (and failing) on its
 * own; a card whose area this person may not open is left out.
 */
export function HubHomePage({
  hasPage,
  now = () => new Date(),
}: {
  hasPage: (path: string) => boolean;
  now?: () => Date;
}) {
  const { t, i18n } = useTranslation('hubHome');
  const { user } = useSession();
  const ability = useAbility();
  const today = now();
  const firstName = user?.nickname?.trim() || user?.name.trim().split(/\s+/)[0] || '';
  const agenda = ability.can('read', 'Agenda do Colaborador') && hasPage('/agenda-colaborador');
  const readings = ability.can('read', 'hub-politicas') && hasPage('/hub/politicas-procedimentos');
  const side = [
    agenda && <AgendaCard key="agenda" />,
    readings && <ReadingsCard key="readings" />,
  ].filter(Boolean);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" data-testid="hub-greeting">
          {t(`hubHome.home.${partOfDay(today)}`, { name: firstName })}
        </Title>
        <Text c="dimmed">
          {t('hubHome.home.today', { date: longDate(today, i18n.resolvedLanguage ?? 'pt-BR') })}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: side.length > 0 ? 7 : 12 }}>
          <NoticesCard canManage={ability.can('update', 'hub-home')} />
        </Grid.Col>
        {side.length > 0 && (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="lg">{side}</Stack>
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <ShortcutsCard hasPage={hasPage} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
