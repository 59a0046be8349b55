import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import { Badge, Button, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import type { NpsQuestion } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { StateSwitch } from '../../../components/staff/state-switch.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RecordLink, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import {
  NPS_KEYS,
  PER_PAGE,
  categoriesQuery,
  questionRecords,
  questionsQuery,
  toggleQuestion,
} from '../api/nps-api.ts';
import type { ActiveFilter } from '../api/nps-api.ts';
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
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<
    NpsQuestion & { title: string }
  >({
    resource: RESOURCE,
    deletion: {
      prefix: 'nps:nps.questions',
      queryKey: NPS_KEYS.questions[0],
      remove: questionRecords.remove,
    },
  });
  const [category, setCategory] = useState<string | null>(null);
  const [active, setActive] = useState<ActiveFilter>(null);
  const categories = useQuery(categoriesQuery());
  const questions = useQuery(
    questionsQuery({ page: list.page, search: list.debounced, category, active }),
  );

  return (
    <>
      <PagedList
        list={list}
        query={questions}
        perPage={PER_PAGE}
        words="nps:nps.list"
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
            {canCreate && (
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
        create={canCreate && { to: `${NPS_PATH}/cadastro` }}
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
            <ActionsHead label={t('nps.common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.data?.data.map((question) => (
            <Table.Tr key={question.id} data-testid="nps-question-row">
              <Table.Td>
                <Stack gap={2}>
                  <RecordLink to={canEdit && `${NPS_PATH}/editar/${question.id}`}>
                    {question.question}
                  </RecordLink>
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
                <StateSwitch
                  prefix="nps:nps.common"
                  on={question.active}
                  name={question.question}
                  toggle={() => toggleQuestion(question.id)}
                  lists={[NPS_KEYS.questions]}
                  canChange={canEdit}
                  compact={narrow}
                />
              </Table.Td>
              <Table.Td>
                <RowActions
                  prefix="nps:nps.common"
                  name={question.question}
                  edit={canEdit && `${NPS_PATH}/editar/${question.id}`}
                  onDelete={
                    canDelete && (() => deletion.ask({ ...question, title: question.question }))
                  }
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
