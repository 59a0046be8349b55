import { Button, Group, Loader } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useTranslation } from '../../i18n/react.tsx';

/** What a staff form page shows while its record loads. */
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
