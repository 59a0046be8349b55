import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Center,
  CopyButton,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { trackingLinksQuery } from '../api/influencers-api.ts';
import '../i18n/index.ts';

/** The influencer's link to each page of the site, with the site's address, ready to copy. */
export function TrackingLinks({ id }: { id: number }) {
  const { t } = useTranslation('influencers');
  const links = useQuery(trackingLinksQuery(id));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('influencers.links.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('influencers.links.intro')}
        </Text>
        {links.isError ? (
          <Alert color="red">{errorMessageOf(links.error)}</Alert>
        ) : links.isPending ? (
          <Center py="md">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : (
          <Table.ScrollContainer minWidth={560} mah={360}>
            <Table verticalSpacing="xs" data-testid="tracking-links">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('influencers.links.page')}</Table.Th>
                  <Table.Th>{t('influencers.links.link')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {links.data.map((link) => {
                  const url = `${origin}${link.link}`;
                  return (
                    <Table.Tr key={link.link}>
                      <Table.Td>
                        <Stack gap={2}>
                          <Text size="sm" fw={600}>
                            {link.title}
                          </Text>
                          <Badge size="xs" variant="light" w="fit-content">
                            {t(`influencers.links.kind_${link.kind}`)}
                          </Badge>
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                          {url}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <CopyButton value={url}>
                          {({ copied, copy }) => (
                            <Tooltip
                              label={copied ? t('influencers.links.copied') : undefined}
                              opened={copied}
                            >
                              <ActionIcon
                                variant="subtle"
                                color={copied ? 'teal' : undefined}
                                onClick={copy}
                                aria-label={t('influencers.links.copy', { title: link.title })}
                              >
                                {copied ? (
                                  <IconCheck size={18} aria-hidden />
                                ) : (
                                  <IconCopy size={18} aria-hidden />
                                )}
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </CopyButton>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
