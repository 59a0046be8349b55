import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Group, Image, Stack, Table, Text } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import type { InvestmentPage } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { StateSwitch } from '../../../components/staff/state-switch.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RecordLink, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import {
  PAGE_KEYS,
  PER_PAGE,
  SITE_KEYS,
  investmentPageRecords,
  investmentPagesQuery,
  togglePublished,
} from '../api/advisors-api.ts';
import type { StateFilter } from '../api/advisors-api.ts';
import { StateFilterSelect } from '../components/state-filter.tsx';
import { INVESTMENT_PAGES_PATH, SITE_PATH } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'Páginas de investimentos';

/**
 * Staff `/site-liberta-investimentos/investimentos`: one page per kind of investment, in the
 * site's order; published or not in its row, edited on its page, deleted after a confirmation.
 */
export function InvestmentPagesPage() {
  const { t } = useTranslation('advisors');
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<InvestmentPage>({
    resource: RESOURCE,
    deletion: {
      prefix: 'advisors:advisors.pages',
      queryKey: PAGE_KEYS.list[0],
      remove: investmentPageRecords.remove,
    },
  });
  const [published, setPublished] = useState<StateFilter>(null);
  const pages = useQuery(
    investmentPagesQuery({ page: list.page, search: list.debounced, published }),
  );

  return (
    <>
      <PagedList
        list={list}
        query={pages}
        perPage={PER_PAGE}
        words="advisors:advisors.pages"
        filters={
          <StateFilterSelect
            value={published}
            onChange={list.resetting(setPublished)}
            labels={{ on: t('advisors.common.published'), off: t('advisors.common.draft') }}
          />
        }
        create={canCreate && { to: `${INVESTMENT_PAGES_PATH}/cadastro` }}
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
            <ActionsHead label={t('advisors.common.actions')} />
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
                    <RecordLink to={canEdit && `${INVESTMENT_PAGES_PATH}/${page.id}`}>
                      {page.title}
                    </RecordLink>
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
                <StateSwitch
                  prefix="advisors:advisors.common"
                  keys={{
                    active: 'advisors.common.published',
                    inactive: 'advisors.common.draft',
                    activeOf: 'advisors.common.publishedOf',
                  }}
                  on={page.published}
                  name={page.title}
                  toggle={() => togglePublished(page.id)}
                  lists={[PAGE_KEYS.list, SITE_KEYS.pages]}
                  canChange={canEdit}
                />
              </Table.Td>
              <Table.Td>
                <RowActions
                  prefix="advisors:advisors.common"
                  name={page.title}
                  edit={canEdit && `${INVESTMENT_PAGES_PATH}/${page.id}`}
                  onDelete={canDelete && (() => deletion.ask(page))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}
