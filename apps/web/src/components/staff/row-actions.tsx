import {
  ActionIcon,
  Anchor,
  Flex,
  Group,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { MantineColor, MantineSize } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTextsOf } from '../../i18n/use-texts-of.ts';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/**
 * One icon button of a row: its tooltip (`label`), its accessible name (`name`, else the label),
 * a link (`to`) or an action (`onClick`).
 */
export function RowAction({
  label,
  name,
  icon: IconOf,
  to,
  target,
  onClick,
  color,
}: {
  label: string;
  name?: string;
  icon: Icon;
  to?: string;
  target?: string;
  onClick?: () => void;
  color?: MantineColor;
}) {
  const icon = <IconOf size={18} aria-hidden />;
  const common = { variant: 'subtle', color, 'aria-label': name ?? label } as const;
  return (
    <Tooltip label={label}>
      {to === undefined ? (
        <ActionIcon {...common} onClick={onClick}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon {...common} component={Link} to={to} target={target}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** The words of the edit and delete buttons: keys under the prefix, or whole keys given apart. */
export type RowActionWord = 'edit' | 'editOf' | 'delete' | 'deleteOf';

/**
 * A staff row's actions at the end of the row: any of its own first (`children`, e.g. "Ver"),
 * then "Editar" (a link, or an action for a form in a modal) and "Excluir" (which asks the
 * list's confirmation). Each is shown only when given (`false` where the user may not). Their
 * tooltips and accessible names ("Editar {{name}}") are the keys `edit`, `editOf`, `delete` and
 * `deleteOf` under `prefix` (`ns:section`), or the keys in `keys`; without `editOf` (`deleteOf`),
 * the name is the tooltip's. Both get the record's name as `name` and `title`.
 */
export function RowActions({
  prefix,
  keys,
  name,
  edit,
  onDelete,
  deleteIcon = IconTrash,
  vertical = false,
  children,
}: {
  prefix: string;
  keys?: Partial<Record<RowActionWord, string>>;
  /** What the row is called in the accessible names. */
  name: string;
  edit?: string | (() => void) | false;
  onDelete?: (() => void) | false;
  deleteIcon?: Icon;
  /** One above the other (a narrow row with more buttons). */
  vertical?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTextsOf(prefix);
  const section = prefix.slice(prefix.indexOf(':') + 1);
  const keyOf = (which: RowActionWord) => keys?.[which] ?? `${section}.${which}`;
  // A list whose button names the record in its tooltip has no `editOf`: the tooltip's key is its name.
  const word = (which: RowActionWord, or?: RowActionWord) =>
    t(or ? [keyOf(which), keyOf(or)] : keyOf(which), { name, title: name });
  const buttons = (
    <>
      {children}
      {edit && (
        <RowAction
          label={word('edit')}
          name={word('editOf', 'edit')}
          icon={IconPencil}
          {...(typeof edit === 'string' ? { to: edit } : { onClick: edit })}
        />
      )}
      {onDelete && (
        <RowAction
          label={word('delete')}
          name={word('deleteOf', 'delete')}
          icon={deleteIcon}
          color="red"
          onClick={onDelete}
        />
      )}
    </>
  );
  return vertical ? (
    <Flex gap={4} justify="flex-end" direction="column" wrap="nowrap">
      {buttons}
    </Flex>
  ) : (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {buttons}
    </Group>
  );
}

/** The head of the actions column: no visible title, its name for screen readers. */
export function ActionsHead({ label }: { label: string }) {
  return (
    <Table.Th>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Table.Th>
  );
}

/** A row's title: the link to its page where the user may edit it, plain bold text otherwise. */
export function RecordLink({
  to,
  fw = 600,
  ff,
  size,
  children,
}: {
  to: string | false;
  fw?: number;
  ff?: 'monospace';
  size?: MantineSize;
  children: ReactNode;
}) {
  return to ? (
    <Anchor component={Link} to={to} fw={fw} ff={ff} size={size}>
      {children}
    </Anchor>
  ) : (
    <Text fw={fw} ff={ff} size={size}>
      {children}
    </Text>
  );
}
