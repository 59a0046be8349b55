import '@mantine/core/styles/SimpleGrid.css';
import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconBooks from '@tabler/icons-react/dist/esm/icons/IconBooks.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { rememberTargetUrl } from '../../../lib/session/session-actions.ts';
import { CourseCard } from '../../../components/media/course-card.tsx';
import { libertaHomeQuery } from '../home-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/**
 * Liberta `/assunto/cursos` for a visitor (the page is open to them): what signing in gives, and
 * the courses on offer, instead of an empty "Meus Cursos".
 */
export function MyCoursesVisitor() {
  const { t } = useTranslation('home');
  const home = useQuery(libertaHomeQuery(false));
  const back = () => rememberTargetUrl('/assunto/cursos');
  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" padding="xl" data-testid="my-courses-visitor">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <ThemeIcon size={56} radius={28} variant="light" aria-hidden visibleFrom="xs">
            <IconBooks size={30} />
          </ThemeIcon>
          <Stack gap="sm">
            <Title order={1} size="h2">
              {t('media.subject.visitorTitle')}
            </Title>
            <Text c="dimmed">{t('media.subject.visitorText')}</Text>
            <Group gap="sm">
              <Button component={Link} to="/login" onClick={back}>
                {t('media.home.login')}
              </Button>
              <Button component={Link} to="/criar-conta" variant="default" onClick={back}>
                {t('media.home.signUp')}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
      {(home.data?.courses.length ?? 0) > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="visitor-courses">
          <Title order={2} size="h3" id="visitor-courses">
            {t('media.subject.onOffer')}
          </Title>
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
            spacing="lg"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {home.data?.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
