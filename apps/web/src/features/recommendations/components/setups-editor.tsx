import '@mantine/core/styles/Grid.css';
import {
  ActionIcon,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorAt } from '../../../components/forms/form-fields.tsx';
import { NEW_SETUP } from '../forms.ts';
import type { MethodValues, SetupValue } from '../forms.ts';
import '../i18n/index.ts';

/**
 * The method's setups as rows, in the order they are saved (and offered): name, description and
 * whether new recommendations may use it. A row keeps its setup's id, so a renamed setup stays
 * the same setup; a removed one is deleted when the method is saved.
 */
export function SetupsEditor({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation('recommendations');
  const { control, setValue, formState } = useFormContext<MethodValues>();
  const setups = useWatch({ control, name: 'setups' });
  const errors = formState.errors;
  const put = (next: SetupValue[]) =>
    setValue('setups', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const change = (index: number, patch: Partial<SetupValue>) =>
    put(setups.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...setups];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    put(next);
  };
  const listError = errorAt(errors, 'setups');

  return (
    <Stack gap="sm">
      {setups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('recommendations.methods.noSetups')}
        </Text>
      )}
      {setups.map((setup, index) => {
        const n = index + 1;
        return (
          <Card
            key={setup.id ?? `new-${index}`}
            withBorder
            radius="md"
            padding="sm"
            component="fieldset"
            aria-label={t('recommendations.methods.setupN', { n })}
            data-testid="setup-row"
            style={{ margin: 0 }}
          >
            <Grid gap="sm" align="flex-start">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('recommendations.methods.setupName')}
                  aria-label={t('recommendations.methods.setupNameN', { n })}
                  required
                  maxLength={80}
                  value={setup.name}
                  readOnly={readOnly}
                  onChange={(event) => change(index, { name: event.currentTarget.value })}
                  error={errorAt(errors, `setups.${index}.name`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput
                  label={t('recommendations.methods.setupDescription')}
                  aria-label={t('recommendations.methods.setupDescriptionN', { n })}
                  maxLength={500}
                  value={setup.description}
                  readOnly={readOnly}
                  onChange={(event) => change(index, { description: event.currentTarget.value })}
                  error={errorAt(errors, `setups.${index}.description`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <Group justify="space-between" wrap="nowrap" pt={{ base: 0, sm: 28 }}>
                  <Switch
                    label={t('recommendations.methods.setupActive')}
                    aria-label={t('recommendations.methods.setupActiveN', { n })}
                    checked={setup.active}
                    disabled={readOnly}
                    onChange={(event) => change(index, { active: event.currentTarget.checked })}
                  />
                  {!readOnly && (
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={t('recommendations.methods.moveUp', { n })}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={index === setups.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={t('recommendations.methods.moveDown', { n })}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => put(setups.filter((_, i) => i !== index))}
                        aria-label={t('recommendations.methods.removeSetup', { n })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              </Grid.Col>
            </Grid>
          </Card>
        );
      })}
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => put([...setups, { ...NEW_SETUP }])}
            disabled={setups.length >= 50}
          >
            {t('recommendations.methods.addSetup')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
