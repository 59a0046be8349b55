import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Typography.css';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  CloseButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconLifebuoy from '@tabler/icons-react/dist/esm/icons/IconLifebuoy.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import type { HelpCentre } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { helpCentreQuery } from '../api/help-api.ts';
import { QuestionFeedback } from '../components/question-feedback.tsx';
import classes from './help-centre-page.module.css';
import '../i18n/index.ts';

const SEARCH_PARAM = 'busca';

/** The topics as links to their sections (the page scrolls there and the heading takes focus). */
function Topics({ centre }: { centre: HelpCentre }) {
  const { t } = useTranslation('help');
  const go = (slug: string) => {
    const heading = document.getElementById(`tema-${slug}`);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t('help.centre.topics')}>
      <Group gap="xs">
        {centre.categories.map((category) => (
          <Button
            key={category.id}
            variant="light"
            radius="xl"
            size="compact-md"
            onClick={() => go(category.slug)}
            rightSection={
              <Badge size="xs" variant="white" circle>
                {category.questions.length}
              </Badge>
            }
          >
            {category.name}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

/**
 * `/central-de-ajuda` (every brand, open to visitors): the brand's questions by topic, each
 * answer opening in place with "Isto foi útil?" under it, and a search the API answers
 * (accents and case do not matter). The search is kept in the address (`?busca=`).
 */
export function HelpCentrePage() {
  const { t } = useTranslation('help');
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get(SEARCH_PARAM) ?? '');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const centre = useQuery(helpCentreQuery(search));
  useEffect(() => {
    if ((params.get(SEARCH_PARAM) ?? '') === search) return;
    setParams(search ? { [SEARCH_PARAM]: search } : {}, { replace: true });
  }, [search, params, setParams]);

  const data = centre.data;
  const searching = data?.search != null;
  return (
    <Stack gap="lg" maw={920} mx="auto" w="100%">
      <Card radius="lg" padding="xl" className={classes.hero}>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconLifebuoy size={36} aria-hidden />
            <Title order={1}>{t('help.centre.title')}</Title>
          </Group>
          <Text>{t('help.centre.intro')}</Text>
          <TextInput
            type="search"
            size="md"
            radius="md"
            label={t('help.centre.search')}
            placeholder={t('help.centre.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={120}
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={
              typed ? (
                <CloseButton
                  aria-label={t('help.centre.clearSearch')}
                  onClick={() => setTyped('')}
                />
              ) : null
            }
            classNames={{ label: classes.searchLabel }}
          />
        </Stack>
      </Card>

      {centre.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('help.centre.loading')} />
        </Center>
      ) : centre.isError ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('help.centre.loadError')}
        >
          <Button
            variant="light"
            color="red"
            size="xs"
            mt="xs"
            onClick={() => void centre.refetch()}
          >
            {t('help.centre.retry')}
          </Button>
        </Alert>
      ) : data === undefined ? null : (
        <>
          <Text role="status" aria-live="polite" size="sm" c="dimmed" data-testid="help-results">
            {searching && data.total > 0
              ? t('help.centre.results', { count: data.total, search: data.search })
              : ''}
          </Text>
          {searching && data.total === 0 && (
            <Card withBorder radius="md" padding="lg">
              <Stack gap="xs" align="flex-start">
                <Text fw={600}>{t('help.centre.noResults', { search: data.search })}</Text>
                <Text size="sm" c="dimmed">
                  {t('help.centre.noResultsHint')}
                </Text>
                <Button variant="light" onClick={() => setTyped('')}>
                  {t('help.centre.showAll')}
                </Button>
              </Stack>
            </Card>
          )}
          {!searching && data.total === 0 && <Text c="dimmed">{t('help.centre.empty')}</Text>}
          {!searching && data.categories.length > 1 && <Topics centre={data} />}
          {data.categories.map((category) => (
            <section key={category.id} aria-labelledby={`tema-${category.slug}`}>
              <Group justify="space-between" align="baseline" mb="xs">
                <Title
                  order={2}
                  size="h3"
                  id={`tema-${category.slug}`}
                  tabIndex={-1}
                  className={classes.topic}
                >
                  {category.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('help.centre.questionsOf', { count: category.questions.length })}
                </Text>
              </Group>
              <Accordion
                multiple
                variant="separated"
                radius="md"
                chevronPosition="right"
                // A search opens what it found.
                key={searching ? `busca-${data.search}` : 'todas'}
                defaultValue={
                  searching && data.total <= 3
                    ? category.questions.map((question) => String(question.id))
                    : []
                }
              >
                {category.questions.map((question) => (
                  <Accordion.Item
                    key={question.id}
                    value={String(question.id)}
                    data-testid="help-question"
                  >
                    <Accordion.Control>
                      <Text fw={600}>{question.question}</Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Typography className={classes.answer}>
                        <div dangerouslySetInnerHTML={{ __html: question.answer }} />
                      </Typography>
                      <QuestionFeedback questionId={question.id} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          ))}
        </>
      )}
    </Stack>
  );
}
