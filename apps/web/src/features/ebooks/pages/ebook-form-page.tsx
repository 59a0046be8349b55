import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Grid, Stack, Text } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { EBOOK_MAX_BYTES, ebookForm } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  FormCard,
  ContentStatus,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { SaleFields, SlugField } from '../../../components/forms/form-fields.tsx';
import { RecordCoverField } from '../../../components/staff/staff-cover.tsx';
import { RecordPdfField, useRecordPdf } from '../../../components/staff/staff-pdf.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { EbookCover } from '../components/ebook-cover.tsx';
import { ebookRecords, optionsQuery, uploadEbookFile } from '../ebooks-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** Staff `/e-books/cadastro` and `/e-books/editar/:id`: the ebook's data and its PDF. */
export function EbookFormPage() {
  const { t } = useTranslation('ebooks');
  const categories = useQuery(optionsQuery('category'));
  const periods = useQuery(optionsQuery('access-period'));
  const pdf = useRecordPdf(uploadEbookFile, EBOOK_MAX_BYTES);
  const staff = useStaffForm({
    form: ebookForm,
    records: ebookRecords,
    // A new ebook's PDF is sent once it exists (its cover too: `cover`).
    save: async (id, input) =>
      id === null
        ? pdf.sendPicked(await ebookRecords.save(null, input))
        : ebookRecords.save(id, input),
    opensRecord: true,
  });
  const ebook = staff.record;
  const { TextField, RichTextField, SelectField, BrandTextsField } = staff.fields;
  const [title, author, coverUrl] = useWatch({
    control: staff.form.control,
    name: ['title', 'author', 'cover_url'],
  });
  return (
    <StaffFormPage
      staff={staff}
      icon={IconArrowLeft}
      maw="none"
      actions={
        ebook && (
          <ContentStatus
            published={ebook.status === 'published'}
            to={ebook.status === 'published' && `/ebooks/${ebook.slug}`}
          />
        )
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <FormCard actions label={t('ebooks.admin.form')}>
            <TextField name="title" label="titleField" span="twoThirds" />
            <SlugField span={{ base: 12, md: 4 }} />
            <TextField name="subtitle" span="full" />
            <TextField name="author" span={{ base: 12, sm: 8 }} />
            <TextField name="pages" inputMode="numeric" span={{ base: 12, sm: 4 }} />
            <SelectField name="category_id" options={categories.data} span="half" />
            <SelectField name="access_period_id" options={periods.data} span="half" />
            <SaleFields />
            <RecordCoverField />
            <RichTextField name="description_html" span="full" />
            <BrandTextsField name="ad_texts" label="adText" />
            <RecordPdfField pdf={pdf} label="ebooks.pdf.label" />
          </FormCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }} visibleFrom="lg">
          <Stack gap="xs" style={{ position: 'sticky', top: 80 }}>
            <Text size="sm" fw={600} c="dimmed">
              {t('ebooks.admin.preview')}
            </Text>
            <EbookCover
              title={title || t('ebooks.admin.new')}
              author={author || null}
              url={coverUrl || (staff.cover?.previewUrl ?? null)}
              alt={ebook?.cover_alt ?? staff.cover?.picked?.alt ?? null}
              size={15}
              maw={220}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </StaffFormPage>
  );
}
