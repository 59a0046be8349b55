import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Grid.css';
import { Blockquote, Checkbox, Grid, Input, Stack, Text } from '@mantine/core';
import { ANALYST_DECLARATION, formatDateTimeSaoPaulo } from '@app/shared';
import type { AnalystCredentials, AnalystCredentialsInput } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  FormActions,
  FormElement,
  StaffFormFrame,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { ANALYST_KEYS, saveAnalystCredentials } from '../api/analysts-api.ts';
import { methodOptionsQuery } from '../api/methods-api.ts';
import { analystCredentialsForm } from '../forms.ts';
import '../i18n/index.ts';

type AnalystRecord = AnalystCredentials & { id: number };

/** The staff form's record: the credentials under the analyst's user id. */
const asRecord = (credentials: AnalystCredentials): AnalystRecord => ({
  ...credentials,
  id: credentials.user_id,
});

/**
 * An analyst's CVM credentials (Res. CVM 20/2021) in a modal: the CNPI number, the declaration
 * of independence (its text shown as every recommendation shows it), the declared conflicts of
 * interest, the bio and the methods the analyst recommends in.
 */
export function AnalystCredentialsForm({
  credentials,
  onClose,
}: {
  credentials: AnalystCredentials;
  onClose: () => void;
}) {
  const { t } = useTranslation('recommendations');
  const methods = useQuery(methodOptionsQuery);
  const userId = credentials.user_id;
  // One record per answer: the form resets when it changes, not on every render.
  const record = useMemo(() => asRecord(credentials), [credentials]);
  const staff = useStaffForm({
    form: analystCredentialsForm,
    record,
    id: userId,
    save: async (_id, input: AnalystCredentialsInput) =>
      asRecord(await saveAnalystCredentials(userId, input)),
    lists: [
      ANALYST_KEYS.credentials(userId),
      ANALYST_KEYS.all,
      ANALYST_KEYS.publishers,
      ANALYST_KEYS.methodsOf,
    ],
    onDone: onClose,
    subject: 'Recomendações',
    texts: 'recommendations:recommendations.analysts',
  });
  const { TextField, TextAreaField, MultiSelectField, ControlledField } = staff.fields;
  // The active methods, and those the analyst already has (an inactive one stays pickable off).
  const options = [
    ...(methods.data ?? []),
    ...credentials.trade_methods.filter((m) => !methods.data?.some((o) => o.id === m.id)),
  ];
  const acceptedAt = credentials.declaration_accepted_at;

  return (
    <StaffFormFrame staff={staff}>
      <FormElement label={t('recommendations.analysts.form', { name: credentials.name })}>
        <Grid>
          <TextField
            name="cnpi"
            hint
            required
            placeholder="EM-1234"
            maxLength={24}
            autoComplete="off"
            format={(value) => value.toUpperCase()}
            span="half"
            data-autofocus
          />
          <MultiSelectField
            name="trade_method_ids"
            label="methods"
            hint
            options={options}
            placeholder={t('recommendations.analysts.methodsPlaceholder')}
            clearable
            nothingFoundMessage={t('recommendations.analysts.noMethods')}
            span="half"
          />
          <Grid.Col span={12}>
            <Stack gap={6}>
              <Input.Label component="span">
                {t('recommendations.analysts.declarationTitle')}
              </Input.Label>
              <Blockquote color="blue" py="sm" px="md" fz="sm" fs="italic">
                {ANALYST_DECLARATION}
              </Blockquote>
              <ControlledField
                name="declaration_accepted"
                render={(field, error) => (
                  <Checkbox
                    ref={field.ref}
                    name={field.name}
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    label={t('recommendations.analysts.declarationAccepted')}
                    description={
                      acceptedAt
                        ? t('recommendations.analysts.acceptedAt', {
                            date: formatDateTimeSaoPaulo(acceptedAt, 'DD/MM/YYYY HH:mm'),
                          })
                        : undefined
                    }
                    error={error}
                  />
                )}
              />
            </Stack>
          </Grid.Col>
          <TextAreaField
            name="conflicts_of_interest"
            label="conflicts"
            hint
            minRows={2}
            span="full"
          />
          <TextAreaField name="bio" hint minRows={2} span="full" />
          {methods.isError && (
            <Grid.Col span={12}>
              <Text size="sm" c="red" role="alert">
                {t('recommendations.analysts.methodsError')}
              </Text>
            </Grid.Col>
          )}
          <FormActions span="full" onCancel={onClose} />
        </Grid>
      </FormElement>
    </StaffFormFrame>
  );
}
