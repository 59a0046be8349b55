import '@mantine/core/styles/SimpleGrid.css';
import {
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconBook2 from '@tabler/icons-react/dist/esm/icons/IconBook2.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { EbookCover } from '../components/ebook-cover.tsx';
import { myEbooksQuery } from '../ebooks-api.ts';
import { useEbookFile } from '../use-ebook-file.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** "Meus E-books" (`/cliente/ebooks`): every ebook the person may read now. */
export function MyEbooksPage({ storePath }: { storePath: string }) {
  const { t } = useTranslation('ebooks');
  const ebooks = useQuery(myEbooksQuery);
  const file = useEbookFile();

  if (ebooks.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (ebooks.isError)
    return (
      <PageState
        icon={<IconBook size={36} />}
        title={t('ebooks.myEbooks')}
        text={t('ebooks.loadError')}
        color="red"
      />
    );
  if (ebooks.data.length === 0)
    return (
      <PageState
        icon={<IconBook size={36} />}
        title={t('ebooks.emptyTitle')}
        text={t('ebooks.emptyText')}
        action={{
          to: storePath,
          label:
            storePath === '/loja' ? t('ebooks.emptyAction') : t('ebooks.emptyActionSignatures'),
        }}
        testId="my-ebooks-empty"
      />
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('ebooks.myEbooks')}
        </Title>
        <Text c="dimmed">{t('ebooks.myEbooksIntro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, xs: 2, sm: 3, lg: 4, xl: 5 }} spacing={{ base: 'sm', sm: 'lg' }}>
        {ebooks.data.map((e) => (
          <Card
            key={e.id}
            withBorder
            radius="lg"
            padding="md"
            component="article"
            aria-labelledby={`ebook-${e.id}`}
            data-testid="my-ebook"
          >
            <Stack gap="sm" h="100%">
              <Link
                to={`/ebooks/${e.slug}`}
                aria-hidden
                tabIndex={-1}
                style={{ display: 'block', textDecoration: 'none' }}
              >
                <EbookCover
                  title={e.title}
                  author={e.author}
                  url={e.cover_url}
                  alt={e.cover_alt}
                  size={14}
                />
              </Link>
              <Stack gap={2} style={{ flex: 1 }}>
                <Text fw={700} lh={1.25} id={`ebook-${e.id}`} lineClamp={2}>
                  {e.title}
                </Text>
                {e.author && (
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {e.author}
                  </Text>
                )}
                <Text size="xs" c="dimmed" mt={4}>
                  {e.access_ends_at
                    ? t('ebooks.accessUntil', {
                        date: formatDateTimeSaoPaulo(e.access_ends_at, 'DD/MM/YYYY'),
                      })
                    : t('ebooks.accessForever')}
                </Text>
              </Stack>
              {e.has_file ? (
                <Stack gap={6}>
                  <Button
                    size="sm"
                    fullWidth
                    leftSection={<IconDownload size={16} aria-hidden />}
                    loading={file.downloading(e.id)}
                    onClick={() => void file.download(e.id)}
                    aria-label={t('ebooks.downloadTitle', { title: e.title })}
                  >
                    {t('ebooks.downloadPdf')}
                  </Button>
                  <Button
                    size="sm"
                    variant="subtle"
                    fullWidth
                    leftSection={<IconBook2 size={16} aria-hidden />}
                    loading={file.reading(e.id)}
                    onClick={() => void file.read(e.id)}
                    aria-label={t('ebooks.readTitle', { title: e.title })}
                  >
                    {t('ebooks.readNow')}
                  </Button>
                </Stack>
              ) : (
                <Tooltip label={t('ebooks.fileSoon')}>
                  <Button size="sm" fullWidth disabled>
                    {t('ebooks.downloadPdf')}
                  </Button>
                </Tooltip>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
