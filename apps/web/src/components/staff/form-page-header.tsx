import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The head of a staff form page: the "← back to the list" link over the title (with `titleAside`
 * beside it, when given) on the left, and the page's `actions` on the right.
 */
export function FormPageHeader({
  backTo,
  backLabel,
  title,
  titleAside,
  actions,
  align,
  fitBackLink = false,
}: {
  backTo: string;
  backLabel: string;
  title: ReactNode;
  titleAside?: ReactNode;
  actions?: ReactNode;
  align?: 'end' | 'flex-end';
  fitBackLink?: boolean;
}) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  return (
    <Group justify="space-between" wrap="wrap" align={align}>
      <Stack gap={4}>
        <Anchor component={Link} to={backTo} size="sm" w={fitBackLink ? 'fit-content' : undefined}>
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {backLabel}
          </Group>
        </Anchor>
        {titleAside === undefined ? (
          heading
        ) : (
          <Group gap="sm">
            {heading}
            {titleAside}
          </Group>
        )}
      </Stack>
      {actions}
    </Group>
  );
}

/**
 * A record's on/off state as a badge: teal while on (active, published), grey while off;
 * `labels` are the two words, on first.
 */
export function StateBadge({ on, labels }: { on: boolean; labels: [string, string] }) {
  return (
    <Badge color={on ? 'teal' : 'gray'} variant="light">
      {on ? labels[0] : labels[1]}
    </Badge>
  );
}
