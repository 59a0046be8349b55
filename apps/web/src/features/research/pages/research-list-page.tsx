import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconFileAnalytics from '@tabler/icons-react/dist/esm/icons/IconFileAnalytics.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { ResearchListItem } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { rememberTargetUrl } from '../../../lib/session/session-actions.ts';
import { LockedContent } from '../components/locked-content.tsx';
import { READER_PER_PAGE, researchListQuery } from '../research-api.ts';
import classes from './research.module.css';
import '../i18n/index.ts';

/** Client `/research`: published reports, newest first; locked ones open the subscribe prompt. */
export function ResearchListPage() {
  const { t } = useTranslation('research');
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const list = useQuery(researchListQuery({ page, search: debounced }, loggedIn));
  const [locked, setLocked] = useState<ResearchListItem | null>(null);

  const open = (report: ResearchListItem) => {
    const target = `/research/${report.id}`;
    if (report.locked) return setLocked(report);
    if (!loggedIn) {
      rememberTargetUrl(target);
      return void navigate('/login');
    }
    void navigate(target);
  };

  const total = list.data?.meta.total ?? 0;
  const pages = Math.ceil(total / READER_PER_PAGE);
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('research.title')}
          </Title>
          <Text c="dimmed">{t('research.intro')}</Text>
        </Stack>
        <TextInput
          aria-label={t('research.search')}
          placeholder={t('research.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>

      {!loggedIn && (
        <Card withBorder radius="lg" padding="md">
          <Group justify="space-between" wrap="wrap">
            <Text>{t('research.visitorHint')}</Text>
            <Button
              onClick={() => {
                rememberTargetUrl('/research');
                void navigate('/login');
              }}
            >
              {t('research.login')}
            </Button>
          </Group>
        </Card>
      )}
      {list.isError ? (
        <Alert color="red">{t('research.loadError')}</Alert>
      ) : list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : list.data.data.length === 0 ? (
        debounced ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('research.noResults', { search: debounced })}
          </Text>
        ) : (
          <PageState
            icon={<IconFileAnalytics size={36} />}
            title={t('research.emptyTitle')}
            text={t('research.emptyText')}
          />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list.data.data.map((report) => (
            <Card
              key={report.id}
              withBorder
              radius="lg"
              padding="lg"
              component="article"
              className={classes.card}
              data-locked={report.locked || undefined}
              data-testid="research-card"
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {formatDateTimeSaoPaulo(report.published_at, 'DD/MM/YYYY')}
                    {report.author ? ` · ${report.author}` : ''}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {report.has_file && (
                      <ThemeIcon size="sm" variant="light" color="red" aria-hidden>
                        <IconFileTypePdf size={14} />
                      </ThemeIcon>
                    )}
                    {report.has_body && (
                      <ThemeIcon size="sm" variant="light" color="gray" aria-hidden>
                        <IconFileText size={14} />
                      </ThemeIcon>
                    )}
                  </Group>
                </Group>
                <Title order={2} size="h4" lh={1.3}>
                  {/* The whole card is clickable through this button (its ::after covers it). */}
                  <UnstyledButton className={classes.stretched} onClick={() => open(report)}>
                    {report.title}
                    {report.locked && (
                      <VisuallyHidden> ({t('research.subscribersOnly')})</VisuallyHidden>
                    )}
                  </UnstyledButton>
                </Title>
                {report.summary && (
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {report.summary}
                  </Text>
                )}
                {report.assets.length > 0 && (
                  <Group gap={6}>
                    {report.assets.slice(0, 6).map((asset) => (
                      <Badge key={asset} variant="outline" color="gray" radius="sm" size="sm">
                        {asset}
                      </Badge>
                    ))}
                  </Group>
                )}
                <Group justify="space-between" mt="auto" pt="xs" wrap="nowrap" gap="xs">
                  {report.locked ? (
                    <Badge
                      color="yellow"
                      variant="light"
                      leftSection={<IconLock size={12} aria-hidden />}
                      style={{ minWidth: 0 }}
                    >
                      {report.required_signatures?.[0]
                        ? report.required_signatures.length > 1
                          ? `${report.required_signatures[0].name} +${report.required_signatures.length - 1}`
                          : report.required_signatures[0].name
                        : t('research.subscribersOnly')}
                    </Badge>
                  ) : (
                    <span />
                  )}
                  <Group gap={4} wrap="nowrap" aria-hidden>
                    <Text
                      size="sm"
                      fw={600}
                      c={report.locked ? 'yellow.7' : 'var(--mantine-primary-color-filled)'}
                    >
                      {report.locked ? t('research.unlock') : t('research.read')}
                    </Text>
                    <IconArrowRight size={14} />
                  </Group>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}

      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}

      <LockedContent
        opened={locked !== null}
        onClose={() => setLocked(null)}
        title={locked?.title ?? ''}
        signatures={locked?.required_signatures ?? []}
      />
    </Stack>
  );
}
