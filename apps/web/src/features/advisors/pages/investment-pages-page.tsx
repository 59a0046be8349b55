import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Anchor,
  Group,
  Image,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { InvestmentPage } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../../components/staff/confirm-delete.tsx';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import {
  PAGE_KEYS,
  PER_PAGE,
  SITE_KEYS,
  deleteInvestmentPage,
  investmentPagesQuery,
  togglePublished,
} from '../api/advisors-api.ts';
import type { StateFilter } from '../api/advisors-api.ts';
import { StateFilterSelect } from '../components/state-filter.tsx';
import { StateToggle } from '../components/state-toggle.tsx';
import { INVESTMENT_PAGES_PATH, SITE_PATH } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'Páginas de investimentos';

/**
 * Staff `/site-liberta-investimentos/investimentos`: one page per kind of investment, in the
 * site's order; published or not in its row, edited on its page, deleted after a confirmation.
 */
export function InvestmentPagesPage() {
  const { t } = useTranslation('advisors');
  const ability = useAbility();
  const list = usePagedList();
  const [published, setPublished] = useState<StateFilter>(null);
  const pages = useQuery(
    investmentPagesQuery({ page: list.page, search: list.debounced, published }),
  );
  const deletion = useConfirmDelete<InvestmentPage & { title: string }>({
    prefix: 'advisors:advisors.pages',
    queryKey: PAGE_KEYS.list[0],
    remove: deleteInvestmentPage,
  });
  const canEdit = ability.can('update', RESOURCE);
  const canDelete = ability.can('delete', RESOURCE);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <>
      <PagedList
        list={list}
        query={pages}
        perPage={PER_PAGE}
        title={t('advisors.pages.title')}
        searchPlaceholder={t('advisors.pages.searchPlaceholder')}
        filters={
          <StateFilterSelect
            value={published}
            onChange={list.resetting(setPublished)}
            labels={{ on: t('advisors.common.published'), off: t('advisors.common.draft') }}
          />
        }
        create={
          ability.can('create', RESOURCE) && {
            to: `${INVESTMENT_PAGES_PATH}/cadastro`,
            label: t('advisors.pages.new'),
          }
        }
        {...(narrow ? {} : { minWidth: 820 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('advisors.pages.page')}</Table.Th>
            {!narrow && (
              <>
                <Table.Th>{t('advisors.pages.advisorsColumn')}</Table.Th>
                <Table.Th ta="right">{t('advisors.common.order')}</Table.Th>
              </>
            )}
            <Table.Th>{t('advisors.common.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('advisors.common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.data?.data.map((page) => (
            <Table.Tr key={page.id} data-testid="investment-page-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {!narrow && page.cover_url && (
                    <Image src={page.cover_url} alt="" w={80} h={45} radius="sm" fit="cover" />
                  )}
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    {canEdit ? (
                      <Anchor component={Link} to={`${INVESTMENT_PAGES_PATH}/${page.id}`} fw={600}>
                        {page.title}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{page.title}</Text>
                    )}
                    <Anchor component={Link} to={`${SITE_PATH}/${page.slug}`} size="sm" c="dimmed">
                      <Group gap={4} wrap="nowrap">
                        {`${SITE_PATH}/${page.slug}`}
                        <IconExternalLink size={12} aria-hidden />
                      </Group>
                    </Anchor>
                  </Stack>
                </Group>
              </Table.Td>
              {!narrow && (
                <>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} maw={280}>
                      {page.advisors.map((a) => a.name).join(', ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{page.order}</Table.Td>
                </>
              )}
              <Table.Td>
                <StateToggle
                  on={page.published}
                  name={page.title}
                  labels={{
                    on: t('advisors.common.published'),
                    off: t('advisors.common.draft'),
                    switch: t('advisors.common.publishedOf', { name: page.title }),
                  }}
                  toggle={() => togglePublished(page.id)}
                  lists={[PAGE_KEYS.list, SITE_KEYS.pages]}
                  canChange={canEdit}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canEdit && (
                    <Tooltip label={t('advisors.common.edit')}>
                      <ActionIcon
                        variant="subtle"
                        component={Link}
                        to={`${INVESTMENT_PAGES_PATH}/${page.id}`}
                        aria-label={t('advisors.common.editOf', { name: page.title })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {canDelete && (
                    <Tooltip label={t('advisors.common.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => deletion.ask(page)}
                        aria-label={t('advisors.common.deleteOf', { name: page.title })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}
