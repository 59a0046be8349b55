import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useMediaQuery } from '@mantine/hooks';
import type { NpsQuestion } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmDelete } from '../../../components/staff/confirm-delete.tsx';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import {
  NPS_KEYS,
  PER_PAGE,
  categoriesQuery,
  deleteQuestion,
  questionsQuery,
} from '../api/nps-api.ts';
import type { ActiveFilter } from '../api/nps-api.ts';
import { QuestionActiveToggle } from '../components/active-toggle.tsx';
import { NPS_PATH, NPS_SEND_PATH } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'Nps';
const ResultsPanel = lazy(async () => ({
  default: (await import('../components/results-panel.tsx')).ResultsPanel,
}));

/** Staff `/nps`: the questions (search, category, situation, pages) and the results. */
export function NpsPage() {
  const { t } = useTranslation('nps');
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'resultados' ? 'results' : 'questions';
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setParams(value === 'results' ? { aba: 'resultados' } : {}, { replace: true })
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="questions">{t('nps.list.tabQuestions')}</Tabs.Tab>
        <Tabs.Tab value="results">{t('nps.list.tabResults')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="questions">
        <QuestionsList />
      </Tabs.Panel>
      <Tabs.Panel value="results">
        <Suspense fallback={null}>
          <ResultsPanel />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

function QuestionsList() {
  const { t } = useTranslation('nps');
  const ability = useAbility();
  const list = usePagedList();
  const [category, setCategory] = useState<string | null>(null);
  const [active, setActive] = useState<ActiveFilter>(null);
  const categories = useQuery(categoriesQuery());
  const questions = useQuery(
    questionsQuery({ page: list.page, search: list.debounced, category, active }),
  );
  const deletion = useConfirmDelete<NpsQuestion & { title: string }>({
    prefix: 'nps:nps.questions',
    queryKey: NPS_KEYS.questions[0],
    remove: deleteQuestion,
  });
  const canEdit = ability.can('update', RESOURCE);
  const canDelete = ability.can('delete', RESOURCE);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <>
      <PagedList
        list={list}
        query={questions}
        perPage={PER_PAGE}
        title={t('nps.list.title')}
        searchPlaceholder={t('nps.list.searchPlaceholder')}
        filters={
          <>
            <Select
              label={t('nps.list.category')}
              placeholder={t('nps.list.allCategories')}
              clearable
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={category}
              onChange={list.resetting(setCategory)}
              w={{ base: '100%', sm: 200 }}
            />
            <Select
              label={t('nps.common.status')}
              placeholder={t('nps.common.allStatuses')}
              clearable
              value={active}
              onChange={list.resetting((picked: string | null) =>
                setActive(picked === 'true' || picked === 'false' ? picked : null),
              )}
              data={[
                { value: 'true', label: t('nps.common.active') },
                { value: 'false', label: t('nps.common.inactive') },
              ]}
              w={{ base: '100%', sm: 160 }}
            />
            {ability.can('create', RESOURCE) && (
              <Button
                component={Link}
                to={NPS_SEND_PATH}
                variant="light"
                leftSection={<IconSend size={16} aria-hidden />}
                style={{ alignSelf: 'flex-end' }}
              >
                {t('nps.list.send')}
              </Button>
            )}
          </>
        }
        create={
          ability.can('create', RESOURCE) && {
            to: `${NPS_PATH}/cadastro`,
            label: t('nps.list.new'),
          }
        }
        createIconSize={16}
        {...(narrow ? {} : { minWidth: 860 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('nps.list.question')}</Table.Th>
            {!narrow && (
              <>
                <Table.Th>{t('nps.list.category')}</Table.Th>
                <Table.Th>{t('nps.list.kind')}</Table.Th>
                <Table.Th ta="right">{t('nps.list.answers')}</Table.Th>
              </>
            )}
            <Table.Th>{t('nps.common.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('nps.common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.data?.data.map((question) => (
            <Table.Tr key={question.id} data-testid="nps-question-row">
              <Table.Td>
                <Stack gap={2}>
                  {canEdit ? (
                    <Anchor component={Link} to={`${NPS_PATH}/editar/${question.id}`} fw={600}>
                      {question.question}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{question.question}</Text>
                  )}
                  {narrow && (
                    <Text size="xs" c="dimmed">
                      {[
                        question.category_name,
                        question.open_question ? t('nps.common.open') : t('nps.common.rating'),
                        t('nps.list.answersOf', {
                          answered: question.answered,
                          sent: question.sent,
                        }),
                      ].join(' · ')}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              {!narrow && (
                <>
                  <Table.Td>{question.category_name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={question.open_question ? 'grape' : 'blue'}>
                      {question.open_question ? t('nps.common.open') : t('nps.common.rating')}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('nps.list.answersOf', { answered: question.answered, sent: question.sent })}
                  </Table.Td>
                </>
              )}
              <Table.Td>
                <QuestionActiveToggle
                  id={question.id}
                  active={question.active}
                  name={question.question}
                  canChange={canEdit}
                  compact={narrow}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canEdit && (
                    <Tooltip label={t('nps.common.edit')}>
                      <ActionIcon
                        variant="subtle"
                        component={Link}
                        to={`${NPS_PATH}/editar/${question.id}`}
                        aria-label={t('nps.common.editOf', { name: question.question })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {canDelete && (
                    <Tooltip label={t('nps.common.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => deletion.ask({ ...question, title: question.question })}
                        aria-label={t('nps.common.deleteOf', { name: question.question })}
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
