import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './home.module.css';

/**
 * A titled row of cards that scrolls sideways (snapping card by card), with an optional
 * "see all" link. An empty row says so instead of leaving a hole.
 */
export function ContentRow<T>({
  id,
  title,
  items,
  render,
  itemKey,
  more,
  empty,
}: {
  id: string;
  title: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  more?: { to: string; label: string };
  empty: string;
}) {
  const headingId = `home-${id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid={`home-row-${id}`}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {more && items.length > 0 && (
          <Anchor component={Link} to={more.to} size="sm" fw={600}>
            <Group gap={2}>
              {more.label}
              <IconChevronRight size={16} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <ul className={classes.row}>
          {items.map((item) => (
            <li key={itemKey(item)}>{render(item)}</li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
