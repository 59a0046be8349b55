import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Typography.css';
import {
  Badge,
  Blockquote,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconBook2 from '@tabler/icons-react/dist/esm/icons/IconBook2.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconInfinity from '@tabler/icons-react/dist/esm/icons/IconInfinity.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { EbookCover } from '../components/ebook-cover.tsx';
import { BuyBox } from '../../../components/sale/buy-box.tsx';
import { publicEbookQuery } from '../ebooks-api.ts';
import { useEbookFile } from '../use-ebook-file.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** `/ebooks/:slug`: the ebook's sales page, open to visitors (spec section 2). */
export function PublicEbookPage() {
  const { t } = useTranslation('ebooks');
  const { slug = '' } = useParams();
  const { loggedIn } = useSession();
  const ebook = useQuery({ ...publicEbookQuery(slug, loggedIn), retry: false });
  const file = useEbookFile();

  if (ebook.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  if (ebook.isError)
    return (
      <PageState
        icon={<IconBook size={36} />}
        title={t('ebooks.notFoundTitle')}
        text={t('ebooks.notFoundText')}
        action={{ to: '/', label: t('ebooks.goHome') }}
      />
    );
  const e = ebook.data;
  return (
    <Stack gap="xl" maw={1080} mx="auto" w="100%">
      <Grid gap={{ base: 'lg', md: 40 }} align="flex-start">
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }}>
          <Box w={{ base: 190, sm: '100%' }} maw={300} mx="auto">
            <EbookCover
              title={e.title}
              author={e.author}
              url={e.cover_url}
              alt={e.cover_alt}
              size={{ base: 15, sm: 22 }}
            />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Group gap="xs">
                <Badge variant="light" leftSection={<IconBook2 size={12} aria-hidden />}>
                  {t('ebooks.kicker')}
                </Badge>
                {e.category && (
                  <Badge variant="outline" color="gray">
                    {e.category}
                  </Badge>
                )}
              </Group>
              <Title order={1}>{e.title}</Title>
              {e.subtitle && (
                <Text fz="lg" c="dimmed">
                  {e.subtitle}
                </Text>
              )}
              {e.author && <Text fw={500}>{t('ebooks.byAuthor', { author: e.author })}</Text>}
            </Stack>
            <Group gap="lg">
              {e.pages !== null && (
                <Group gap={6}>
                  <IconBook size={18} aria-hidden />
                  <Text size="sm">{t('ebooks.pages', { count: e.pages })}</Text>
                </Group>
              )}
              <Group gap={6}>
                <IconFileTypePdf size={18} aria-hidden />
                <Text size="sm">{t('ebooks.format')}</Text>
              </Group>
              {e.access_period && (
                <Group gap={6}>
                  <IconInfinity size={18} aria-hidden />
                  <Text size="sm">{t('ebooks.accessPeriod', { period: e.access_period })}</Text>
                </Group>
              )}
            </Group>
            <Card withBorder radius="lg" padding="lg" shadow="sm" maw={460}>
              {e.has_access ? (
                <Stack gap="sm">
                  <Text fw={600}>{t('ebooks.youHaveIt')}</Text>
                  {e.has_file ? (
                    <Group gap="sm" grow>
                      <Button
                        leftSection={<IconBook2 size={18} aria-hidden />}
                        loading={file.reading(e.id)}
                        onClick={() => void file.read(e.id)}
                      >
                        {t('ebooks.readNow')}
                      </Button>
                      <Button
                        variant="light"
                        leftSection={<IconDownload size={18} aria-hidden />}
                        loading={file.downloading(e.id)}
                        onClick={() => void file.download(e.id)}
                      >
                        {t('ebooks.downloadPdf')}
                      </Button>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('ebooks.fileSoon')}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Stack gap="md">
                  <BuyBox
                    kind="ebook"
                    id={e.id}
                    prefix="ebooks:ebooks"
                    testId="ebook-price"
                    priceCents={e.price_cents}
                    maxInstallments={e.max_installments}
                  />
                  <Text size="xs" c="dimmed">
                    {t('ebooks.buyHint')}
                  </Text>
                </Stack>
              )}
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      {e.ad_text && (
        <Blockquote color="yellow" p="md" data-testid="ebook-ad-text">
          {e.ad_text}
        </Blockquote>
      )}
      {e.description_html && (
        <section aria-labelledby="about-ebook">
          <Title order={2} size="h3" id="about-ebook" mb="xs">
            {t('ebooks.about')}
          </Title>
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: e.description_html }} />
          </Typography>
        </section>
      )}
    </Stack>
  );
}
