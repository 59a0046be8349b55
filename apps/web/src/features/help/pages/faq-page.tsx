import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import {
  Anchor,
  Badge,
  Group,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { BRANDS } from '@app/shared';
import type { HelpQuestion } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { StateSwitch } from '../../../components/staff/state-switch.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RecordLink, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import {
  FAQ_RESOURCE,
  HELP_KEYS,
  PER_PAGE,
  categoryOptionsQuery,
  moveQuestion,
  questionRecords,
  questionsQuery,
  toggleQuestion,
} from '../api/help-api.ts';
import type { ActiveFilter } from '../api/help-api.ts';
import { CategoriesPanel } from '../components/categories-panel.tsx';
import { FeedbackFigures } from '../components/feedback-figures.tsx';
import { MoveButtons } from '../components/row-controls.tsx';
import { FAQ_PATH, HELP_CENTRE_PATH } from '../paths.ts';
import '../i18n/index.ts';

const QUESTION_LISTS = [HELP_KEYS.questions, HELP_KEYS.centre] as const;

/** Staff `/faq`: the questions and, in the `?aba=categorias` tab, their categories. */
export function FaqPage() {
  const { t } = useTranslation('help');
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'categorias' ? 'categories' : 'questions';
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setParams(value === 'categories' ? { aba: 'categorias' } : {}, { replace: true })
      }
      keepMounted={false}
    >
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Tabs.List>
          <Tabs.Tab value="questions">{t('help.list.tabQuestions')}</Tabs.Tab>
          <Tabs.Tab value="categories">{t('help.list.tabCategories')}</Tabs.Tab>
        </Tabs.List>
        <Anchor component={Link} to={HELP_CENTRE_PATH} size="sm">
          <Group gap={4} wrap="nowrap">
            {t('help.list.viewCentre')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <Tabs.Panel value="questions">
        <QuestionsList />
      </Tabs.Panel>
      <Tabs.Panel value="categories">
        <CategoriesPanel />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * Whether a row is the first or the last of its category (its arrow is then disabled). The list
 * runs category by category in order, so a page tells it, unless a search or the situation
 * filter leaves rows out: then every arrow stays (the API leaves an end where it is).
 */
function ends(rows: HelpQuestion[], index: number, page: number, pages: number, whole: boolean) {
  const row = rows[index]!;
  const previous = rows[index - 1];
  const next = rows[index + 1];
  if (!whole) return { first: false, last: false };
  return {
    first: previous ? previous.category_id !== row.category_id : page === 1,
    last: next ? next.category_id !== row.category_id : page >= pages,
  };
}

function QuestionsList() {
  const { t } = useTranslation('help');
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<
    HelpQuestion & { title: string }
  >({
    resource: FAQ_RESOURCE,
    deletion: {
      prefix: 'help:help.questions',
      queryKey: HELP_KEYS.questions[0],
      remove: questionRecords.remove,
    },
  });
  const [category, setCategory] = useState<string | null>(null);
  const [active, setActive] = useState<ActiveFilter>(null);
  const categories = useQuery(categoryOptionsQuery());
  const questions = useQuery(
    questionsQuery({ page: list.page, search: list.debounced, category, active }),
  );
  const rows = questions.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((questions.data?.meta.total ?? 0) / PER_PAGE));
  const whole = list.debounced.trim() === '' && active === null;

  return (
    <>
      <PagedList
        list={list}
        query={questions}
        perPage={PER_PAGE}
        words="help:help.list"
        filters={
          <>
            <Select
              label={t('help.list.category')}
              placeholder={t('help.list.allCategories')}
              clearable
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={category}
              onChange={list.resetting(setCategory)}
              w={{ base: '100%', sm: 220 }}
            />
            <Select
              label={t('help.common.status')}
              placeholder={t('help.common.allStatuses')}
              clearable
              value={active}
              onChange={list.resetting((picked: string | null) =>
                setActive(picked === 'true' || picked === 'false' ? picked : null),
              )}
              data={[
                { value: 'true', label: t('help.common.active') },
                { value: 'false', label: t('help.common.inactive') },
              ]}
              w={{ base: '100%', sm: 160 }}
            />
          </>
        }
        create={canCreate && { to: `${FAQ_PATH}/cadastro` }}
        createIconSize={16}
        {...(narrow ? {} : { minWidth: 900 })}
      >
        <Table.Thead>
          <Table.Tr>
            {canEdit && (
              <Table.Th w={narrow ? 36 : 72}>
                <VisuallyHidden>{t('help.common.order')}</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th>{t('help.list.question')}</Table.Th>
            {!narrow && (
              <>
                <Table.Th>{t('help.list.brands')}</Table.Th>
                <Table.Th>{t('help.list.feedback')}</Table.Th>
              </>
            )}
            <Table.Th>{t('help.common.status')}</Table.Th>
            <ActionsHead label={t('help.common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((question, index) => {
            const { first, last } = ends(rows, index, list.page, pages, whole);
            return (
              <Table.Tr key={question.id} data-testid="faq-question-row">
                {canEdit && (
                  <Table.Td>
                    <MoveButtons
                      name={question.question}
                      first={first}
                      last={last}
                      move={(direction) => moveQuestion(question.id, direction)}
                      lists={QUESTION_LISTS}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Stack gap={2}>
                    <RecordLink to={canEdit && `${FAQ_PATH}/editar/${question.id}`}>
                      {question.question}
                    </RecordLink>
                    <Text size="xs" c="dimmed">
                      {question.category_name}
                    </Text>
                    {narrow && <FeedbackFigures feedback={question.feedback} />}
                  </Stack>
                </Table.Td>
                {!narrow && (
                  <>
                    <Table.Td>
                      <Group gap={4}>
                        {question.brands.map((brand) => (
                          <Badge key={brand} variant="light" color="gray" size="sm">
                            {BRANDS[brand].name}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <FeedbackFigures feedback={question.feedback} />
                    </Table.Td>
                  </>
                )}
                <Table.Td>
                  <StateSwitch
                    prefix="help:help.common"
                    keys={{
                      activated: 'help.list.activated',
                      deactivated: 'help.list.deactivated',
                    }}
                    on={question.active}
                    name={question.question}
                    canChange={canEdit}
                    compact={narrow}
                    toggle={() => toggleQuestion(question.id)}
                    lists={QUESTION_LISTS}
                  />
                </Table.Td>
                <Table.Td>
                  <RowActions
                    prefix="help:help.common"
                    keys={{ delete: 'help.questions.delete' }}
                    name={question.question}
                    edit={canEdit && `${FAQ_PATH}/editar/${question.id}`}
                    onDelete={
                      canDelete && (() => deletion.ask({ ...question, title: question.question }))
                    }
                    vertical={narrow}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}
