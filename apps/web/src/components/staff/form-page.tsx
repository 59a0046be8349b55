import { Button, Group, Loader } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/react.tsx';
import { isApiError } from '../../lib/api-client/api-error.ts';
import { errorMessageOf } from '../../lib/api-client/query-client.ts';
import { PageState } from '../page-state.tsx';

/** What a staff form page shows while its record loads. */
export function FormPageLoader() {
  const { t } = useTranslation();
  return (
    <Group justify="center" py="xl">
      <Loader aria-label={t('app.loading')} />
    </Group>
  );
}

/**
 * A record that could not be opened: `text` for a bad id or a 404, else why the API refused
 * (`error`), with the way back; `icon`, its kind's.
 */
export function RecordMissing({
  error,
  icon: KindIcon,
  title,
  text,
  back,
}: {
  error?: unknown;
  icon?: Icon | undefined;
  title: string;
  text: string;
  back?: { to: string; label: string } | undefined;
}) {
  return (
    <PageState
      icon={KindIcon && <KindIcon size={36} />}
      title={title}
      text={error && !(isApiError(error) && error.status === 404) ? errorMessageOf(error) : text}
      action={back}
    />
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
