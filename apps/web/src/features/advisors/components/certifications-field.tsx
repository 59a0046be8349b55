import { CERTIFICATION_KIND_VALUES, CERTIFICATION_NAMES } from '@app/shared';
import type { AdvisorFormValues } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { SelectField, TextField } from '../../../components/forms/form-fields.tsx';
import { RowsField } from '../../../components/forms/rows-field.tsx';
import '../i18n/index.ts';

const KIND_OPTIONS = CERTIFICATION_KIND_VALUES.map((kind) => ({
  value: kind,
  label: `${kind} — ${CERTIFICATION_NAMES[kind]}`,
}));

/** The advisor's registrations: one row per kind (CVM, ANCORD…) with its number. */
export function CertificationsField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('advisors');
  return (
    <RowsField<AdvisorFormValues, 'certifications'>
      name="certifications"
      label={t('advisors.advisors.certifications')}
      hint={t('advisors.advisors.certificationsHint')}
      empty={t('advisors.advisors.noCertifications')}
      addLabel={t('advisors.advisors.addCertification')}
      removeLabel={(row, index) =>
        t('advisors.advisors.removeCertification', {
          number: row?.number || row?.kind || index + 1,
        })
      }
      newRow={(rows) => {
        const kind = CERTIFICATION_KIND_VALUES.find((k) => !rows.some((r) => r.kind === k));
        return kind && { kind, number: '' };
      }}
      disabled={disabled}
    >
      {(index) => (
        <>
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
        </>
      )}
    </RowsField>
  );
}
