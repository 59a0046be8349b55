import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import IconApps from '@tabler/icons-react/dist/esm/icons/IconApps.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { visibleStaffAreas } from '../../../components/staff/staff-areas.ts';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { HUB_HOME_PATH } from '../paths.ts';
import { HomeCard } from './home-card.tsx';
import classes from './hub-home.module.css';
import '../../../i18n/shared/index.ts';
import '../i18n/index.ts';

/**
 * "Atalhos": the staff screens this person may open in this brand, as the staff menu lists them
 * (the same areas and permission checks), the hub home itself left out.
 */
export function ShortcutsCard({ hasPage }: { hasPage: (path: string) => boolean }) {
  const { t } = useTranslation('hubHome');
  const { t: shared } = useTranslation();
  const ability = useAbility();
  const areas = visibleStaffAreas((action, resource) => ability.can(action, resource), hasPage)
    .flatMap((group) => group.areas)
    .filter((area) => area.to !== HUB_HOME_PATH);
  return (
    <HomeCard
      title={t('hubHome.shortcuts.title')}
      icon={<IconApps size={20} />}
      testId="hub-shortcuts"
      state="success"
      empty={areas.length === 0}
      emptyText={t('hubHome.shortcuts.empty')}
    >
      <SimpleGrid
        cols={{ base: 2, md: 3, xl: 4 }}
        spacing="xs"
        component="ul"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {areas.map((area) => (
          <li key={area.to}>
            <Link to={area.to} className={classes.shortcut}>
              <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
                <area.icon size={18} />
              </ThemeIcon>
              <Text size="sm" fw={500}>
                {shared(area.label)}
              </Text>
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </HomeCard>
  );
}
