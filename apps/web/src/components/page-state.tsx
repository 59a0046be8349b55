import { Badge, Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './page-state.module.css';

interface PageStateProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  badge?: string;
  /** Extra text under the main one (e.g. what the area will offer). */
  detail?: ReactNode;
  /** A way back; omitted where it would lead to the page itself. */
  action?: { to: string; label: string };
  testId?: string;
  color?: string;
  /** Shown above the card (e.g. the brand's welcome on its start page). */
  intro?: ReactNode;
}

/** A whole-page message (empty state): icon, h1, explanation and a way back. */
export function PageState({
  icon,
  title,
  text,
  badge,
  detail,
  action,
  testId,
  color,
  intro,
}: PageStateProps) {
  return (
    <Center className={classes.wrapper} data-testid={testId}>
      <Stack gap="lg" w="100%" maw={560}>
        {intro}
        <Card className={classes.card} padding="xl" radius="lg" withBorder>
          <Stack align="center" gap="md">
            <ThemeIcon size={72} radius={36} variant="light" color={color} aria-hidden>
              {icon}
            </ThemeIcon>
            {badge !== undefined && (
              <Badge variant="light" color={color} size="md" radius="sm">
                {badge}
              </Badge>
            )}
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text c="dimmed" ta="center" maw={460}>
              {text}
            </Text>
            {detail !== undefined && (
              <Text fw={500} ta="center" maw={460} className={classes.detail}>
                {detail}
              </Text>
            )}
            {action && (
              <Button
                component={Link}
                to={action.to}
                mt="sm"
                variant="filled"
                leftSection={<IconArrowLeft size={18} stroke={1.8} aria-hidden />}
              >
                {action.label}
              </Button>
            )}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}
