import { ActionIcon, Button, Grid, Group, Input, Stack, Text } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { INFLUENCER_CHANNEL_NAMES, INFLUENCER_CHANNEL_VALUES } from '@app/shared';
import type { InfluencerFormValues } from '@app/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, useFieldError } from '../../../components/forms/form-fields.tsx';
import '../i18n/index.ts';

const KIND_OPTIONS = INFLUENCER_CHANNEL_VALUES.map((kind) => ({
  value: kind,
  label: INFLUENCER_CHANNEL_NAMES[kind],
}));

/** The influencer's channels: one row per network with its link. */
export function ChannelsField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('influencers');
  const { control } = useFormContext<InfluencerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'channels' });
  const rows = useWatch({ control, name: 'channels' });
  const listError = useFieldError('channels');
  return (
    <Stack gap="xs">
      <Input.Label component="span">{t('influencers.form.channels')}</Input.Label>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('influencers.form.noChannels')}
        </Text>
      )}
      {fields.map((field, index) => (
        <Grid key={field.id} align="flex-end">
          <SelectField<InfluencerFormValues>
            name={`channels.${index}.kind`}
            label="channelKind"
            data={KIND_OPTIONS}
            allowDeselect={false}
            disabled={disabled}
            span={{ base: 12, sm: 4 }}
          />
          <TextField<InfluencerFormValues>
            name={`channels.${index}.url`}
            label="channelUrl"
            type="url"
            maxLength={500}
            disabled={disabled}
            span={{ base: 10, sm: 7 }}
          />
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              disabled={disabled}
              onClick={() => remove(index)}
              aria-label={t('influencers.form.removeChannel', {
                kind: INFLUENCER_CHANNEL_NAMES[rows?.[index]?.kind ?? 'outro'],
              })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Grid.Col>
        </Grid>
      ))}
      {listError && <Input.Error>{listError}</Input.Error>}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled || fields.length >= 8}
          onClick={() => append({ kind: 'instagram', url: '' })}
        >
          {t('influencers.form.addChannel')}
        </Button>
      </Group>
    </Stack>
  );
}
