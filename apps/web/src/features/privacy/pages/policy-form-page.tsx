import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import { Alert, Badge, Grid, Group } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { BRANDS, BRAND_ID_VALUES, privacyPolicyForm } from '@app/shared';
import type { BrandId } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { StateBadge } from '../../../components/staff/form-page-header.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { policyRecords } from '../privacy-api.ts';
import '../i18n/index.ts';

const BRAND_OPTIONS = BRAND_ID_VALUES.map((value) => ({ value, label: BRANDS[value].name }));

/**
 * Staff `/politicas-de-privacidade/cadastro` and `/politicas-de-privacidade/:id`: the brand, the
 * text in the rich-text editor and whether it is the active policy. Saving a new text over a
 * published version makes the next version (the page says so before the save).
 */
export function PolicyFormPage({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('privacy');
  const staff = useStaffForm({
    form: privacyPolicyForm,
    records: policyRecords,
    // Drafts only are deleted, from the list (which knows a version's state): none here.
    remove: undefined,
    seed: { brand },
  });
  const policy = staff.record;
  const { SelectField, RichTextField, SwitchField } = staff.fields;
  return (
    <StaffFormPage
      staff={staff}
      title={
        policy
          ? `${BRANDS[policy.brand].name} · ${t('privacy.admin.versionOf', { version: policy.version })}`
          : undefined
      }
      aside={
        policy && (
          <Group gap="xs">
            <StateBadge
              on={policy.active}
              labels={[t('privacy.admin.active'), t('privacy.admin.inactive')]}
            />
            {policy.published_at === null && (
              <Badge variant="light" color="yellow">
                {t('privacy.admin.draft')}
              </Badge>
            )}
          </Group>
        )
      }
    >
      {policy?.published_at && (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('privacy.admin.publishedNotice')}
        </Alert>
      )}
      <FormCard actions label={t('privacy.admin.form')}>
        <SelectField
          name="brand"
          label="brandField"
          hint
          data={BRAND_OPTIONS}
          allowDeselect={false}
          disabled={staff.mode === 'edit'}
          span="third"
        />
        <Grid.Col span={{ base: 12, sm: 8 }} pt="lg">
          <SwitchField name="active" label="activeField" hint />
        </Grid.Col>
        <RichTextField name="description" hint span="full" />
      </FormCard>
    </StaffFormPage>
  );
}
