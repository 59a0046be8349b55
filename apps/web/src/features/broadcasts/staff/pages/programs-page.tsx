import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import IconDeviceTv from '@tabler/icons-react/dist/esm/icons/IconDeviceTv.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import type { Program } from '@app/shared';
import { useAbility } from '../../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react.tsx';
import { Link } from 'react-router';
import { usePagedList } from '../../../../components/staff/paged-list.tsx';
import { PER_PAGE, programsQuery } from '../live-admin-api.ts';
import '../i18n/index.ts';

/** A programme's cover, or a gradient with its initials. */
export function ProgramCover({ program }: { program: Pick<Program, 'name' | 'cover_url'> }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {program.cover_url ? (
        <Image src={program.cover_url} alt="" fit="cover" />
      ) : (
        <Box
          style={{
            background:
              'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-dark-6))',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <IconDeviceTv size={44} color="rgba(255,255,255,0.75)" aria-hidden />
        </Box>
      )}
    </AspectRatio>
  );
}

function ProgramCard({ program }: { program: Program }) {
  const { t } = useTranslation('liveAdmin');
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component={Link}
      to={`/playlist/${program.id}`}
      data-testid="program-card"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <ProgramCover program={program} />
      <Stack gap={6} p="md">
        <Group justify="space-between" wrap="nowrap" align="start">
          <Text fw={700} lineClamp={2}>
            {program.name}
          </Text>
          <Badge color={program.active ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {program.active ? t('programs.active') : t('programs.inactive')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[program.category, t('programs.broadcasts', { count: program.broadcasts_count })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}

/** Staff `/playlist`: the programmes as cards, with search and pages. */
export function ProgramsPage() {
  const { t } = useTranslation('liveAdmin');
  const ability = useAbility();
  const list = usePagedList();
  const programs = useQuery(programsQuery({ page: list.page, search: list.debounced }));
  const total = programs.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('programs.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('programs.subtitle')}
          </Text>
        </Stack>
        {ability.can('create', 'Playlist') && (
          <Button
            component={Link}
            to="/playlist/cadastro"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('programs.new')}
          </Button>
        )}
      </Group>
      <TextInput
        aria-label={t('programs.searchPlaceholder')}
        placeholder={t('programs.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(event) => list.onSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      {programs.isError ? (
        <Alert color="red">{t('common.loadError')}</Alert>
      ) : programs.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }} spacing="lg" aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={240} radius="lg" />
          ))}
        </SimpleGrid>
      ) : programs.data.data.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Text c="dimmed" ta="center">
            {t('programs.empty')}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }} spacing="lg">
          {programs.data.data.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={list.page} onChange={list.setPage} />
        </Group>
      )}
    </Stack>
  );
}
