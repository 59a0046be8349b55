import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Anchor } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconWorld from '@tabler/icons-react/dist/esm/icons/IconWorld.mjs';
import { RESEARCH_MAX_BYTES, researchForm } from '@app/shared';
import type { ResearchAdmin } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import {
  FormCard,
  RecordStatus,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { RecordPdfField, useRecordPdf } from '../../../components/staff/staff-pdf.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { PublishedAtField } from '../../../components/forms/form-fields.tsx';
import { researchRecords, uploadResearchFile } from '../research-api.ts';
import '../i18n/index.ts';

/** Who may read a report: the signatures whose qualification includes it, or every client. */
function WhoReads({ report }: { report: ResearchAdmin }) {
  const { t } = useTranslation('research');
  const canQualify = useAbility().can('read', 'Qualificacao');
  const gated = report.signatures.length > 0;
  return (
    <Alert
      variant="light"
      color={gated ? 'yellow' : 'blue'}
      icon={gated ? <IconLock size={18} /> : <IconWorld size={18} />}
      title={t('research.admin.whoReads')}
    >
      {gated
        ? t('research.admin.gatedBy', { names: report.signatures.join(', ') })
        : t('research.admin.openToAllLong')}{' '}
      {canQualify && (
        <Anchor component={Link} to="/qualificacao-de-conteudo" size="sm">
          {t('research.admin.editQualification')}
        </Anchor>
      )}
    </Alert>
  );
}

/** Staff `/relatorios-research/cadastro` and `/relatorios-research/:id`: text, PDF, publishing. */
export function ResearchFormPage() {
  const { t } = useTranslation('research');
  const pdf = useRecordPdf(uploadResearchFile, RESEARCH_MAX_BYTES);
  const staff = useStaffForm({
    form: researchForm,
    records: researchRecords,
    save: async (id, input) => {
      const { save } = researchRecords;
      if (id !== null || !pdf.picked) return save(id, input);
      // A new report with a PDF is created as a draft, then published once the PDF is stored
      // (the API refuses publishing a report with neither text nor PDF).
      const created = await pdf.sendPicked(await save(null, { ...input, status: 'draft' }));
      return input.status === 'published' && created.file ? save(created.id, input) : created;
    },
    opensRecord: true,
  });
  const report = staff.record;
  const { TextField, TextAreaField, RichTextField, TagsField, StatusField } = staff.fields;
  return (
    <StaffFormPage
      staff={staff}
      icon={IconArrowLeft}
      maw="none"
      actions={report && <RecordStatus published={report.status === 'published'} />}
    >
      {report && <WhoReads report={report} />}
      <FormCard actions label={t('research.admin.form')}>
        <TextField name="title" label="titleField" span="full" />
        <TextAreaField name="summary" hint minRows={2} span="full" />
        <TagsField
          name="assets"
          hint
          placeholder="PETR4"
          format={(asset) => asset.trim().toUpperCase()}
          splitChars={[',', ' ', ';']}
          clearable
          span="half"
        />
        <StatusField name="status" span="quarter" />
        <PublishedAtField span="quarter" />
        <RichTextField name="body_html" hint minHeight={240} span="full" />
        <RecordPdfField pdf={pdf} />
      </FormCard>
    </StaffFormPage>
  );
}
