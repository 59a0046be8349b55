import { ActionIcon, Button, Grid, Group, Input, Stack, Text } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { CERTIFICATION_KIND_VALUES, CERTIFICATION_NAMES } from '@app/shared';
import type { AdvisorFormValues, CertificationKind } from '@app/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, useFieldError } from '../../../components/forms/form-fields.tsx';
import '../i18n/index.ts';

const KIND_OPTIONS = CERTIFICATION_KIND_VALUES.map((kind) => ({
  value: kind,
  label: `${kind} — ${CERTIFICATION_NAMES[kind]}`,
}));

/** The advisor's registrations: one row per kind (CVM, ANCORD…) with its number. */
export function CertificationsField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('advisors');
  const { control } = useFormContext<AdvisorFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'certifications' });
  const rows = useWatch({ control, name: 'certifications' });
  const listError = useFieldError('certifications');
  const next = CERTIFICATION_KIND_VALUES.find((kind) => !rows?.some((r) => r.kind === kind));
  return (
    <Stack gap="xs">
      <Input.Label component="span">{t('advisors.advisors.certifications')}</Input.Label>
      <Text size="xs" c="dimmed">
        {t('advisors.advisors.certificationsHint')}
      </Text>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('advisors.advisors.noCertifications')}
        </Text>
      )}
      {fields.map((field, index) => (
        <Grid key={field.id} align="flex-end">
          <SelectField<AdvisorFormValues>
            name={`certifications.${index}.kind`}
            label="certificationKind"
            data={KIND_OPTIONS}
            allowDeselect={false}
            disabled={disabled}
            span={{ base: 12, sm: 6 }}
          />
          <TextField<AdvisorFormValues>
            name={`certifications.${index}.number`}
            label="certificationNumber"
            maxLength={40}
            disabled={disabled}
            span={{ base: 10, sm: 5 }}
          />
          <Grid.Col span={{ base: 2, sm: 1 }}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              disabled={disabled}
              onClick={() => remove(index)}
              aria-label={t('advisors.advisors.removeCertification', {
                number: rows?.[index]?.number || rows?.[index]?.kind || index + 1,
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
          disabled={disabled || !next}
          onClick={() => append({ kind: next as CertificationKind, number: '' })}
        >
          {t('advisors.advisors.addCertification')}
        </Button>
      </Group>
    </Stack>
  );
}
