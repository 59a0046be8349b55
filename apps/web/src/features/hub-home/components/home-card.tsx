import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import classes from './hub-home.module.css';
import '../i18n/index.ts';

interface HomeCardProps {
  title: string;
  icon: ReactNode;
  /** A link or button beside the title ("Abrir agenda", "Gerenciar avisos"). */
  action?: ReactNode;
  /** The card's own call: each card loads, fails and empties on its own. */
  state: 'pending' | 'error' | 'success';
  onRetry?: () => void;
  empty: boolean;
  emptyText: string;
  testId: string;
  children?: ReactNode;
}

/** One card of the hub home: a titled section with its loading, error and empty states. */
export function HomeCard({
  title,
  icon,
  action,
  state,
  onRetry,
  empty,
  emptyText,
  testId,
  children,
}: HomeCardProps) {
  const { t } = useTranslation('hubHome');
  const headingId = useId();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      aria-busy={state === 'pending'}
      className={classes.card}
      data-testid={testId}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
          </Group>
          {action}
        </Group>
        {state === 'pending' ? (
          <Center py="lg">
            <Loader size="sm" aria-label={t('hubHome.home.loading')} />
          </Center>
        ) : state === 'error' ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('hubHome.home.loadError')}</Text>
              {onRetry && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={onRetry}
                >
                  {t('hubHome.home.retry')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : empty ? (
          <Text c="dimmed" size="sm" py="sm" data-testid={`${testId}-empty`}>
            {emptyText}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}

/** What a card shows for a query: loading, its error, or its data. */
export function stateOf(query: { isPending: boolean; isError: boolean }) {
  return query.isError ? 'error' : query.isPending ? 'pending' : 'success';
}
