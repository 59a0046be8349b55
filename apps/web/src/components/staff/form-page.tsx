import { Anchor, Button, Group, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client/api-error.ts';

/** The "← back to the list" link above a catalogue form's title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/** What a catalogue form page shows while its record loads. */
export function FormPageLoader() {
  const { t } = useTranslation();
  return (
    <Group justify="center" py="xl">
      <Loader aria-label={t('app.loading')} />
    </Group>
  );
}

/** The red "Excluir" button that opens a form page's delete confirmation. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/**
 * A form page's delete: `run` deletes (and refreshes what lists it) and returns what to say; then
 * it says so and goes to `leave`. On failure the confirmation closes and the API's message shows.
 */
export async function deleteAndLeave({
  run,
  leave,
  close,
}: {
  run: () => Promise<string>;
  leave: () => Promise<void> | void;
  close: () => void;
}) {
  try {
    const message = await run();
    notifications.show({ color: 'teal', message });
    await leave();
  } catch (error) {
    close();
    notifications.show({
      color: 'red',
      message: error instanceof ApiError ? error.message : String(error),
    });
  }
}
