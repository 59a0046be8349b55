import '@mantine/core/styles/Combobox.css';
import { Card, Select, Stack, Text } from '@mantine/core';
import { qualificationForm } from '@app/shared';
import type { ContentQualification } from '@app/shared';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useParams } from 'react-router';
import { FormElement, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { ContentsField } from '../components/contents-picker.tsx';
import {
  SIGNATURE_KEYS,
  qualificationListQuery,
  qualificationQuery,
  saveQualification,
} from '../signatures-api.ts';
import '../i18n/index.ts';

/**
 * What a signature type includes: the type of the route, or (`chosen`, on the page that picks
 * one) the type picked above the editor.
 */
function QualificationForm({
  chosen,
  picker,
}: {
  chosen?: ContentQualification | undefined;
  picker?: ReactNode;
}) {
  const { t } = useTranslation('signatures');
  const staff = useStaffForm({
    form: qualificationForm,
    load: qualificationQuery,
    ...(chosen ? { record: chosen } : {}),
    save: (id, input) => saveQualification(id ?? 0, input.contents),
    lists: [SIGNATURE_KEYS.qualification, ['find-signature-type'], SIGNATURE_KEYS.public],
    opensRecord: true,
    texts: {
      prefix: 'signatures:signatures.qualification',
      back: 'signatures.qualification.title',
      cancel: 'signatures.staff.cancel',
      notFound: 'signatures.staff.notFound',
      notFoundText: 'signatures.staff.notFoundText',
    },
  });
  const qualification = staff.record;
  return (
    <StaffFormPage staff={staff} icon={IconArrowLeft} maw={1040}>
      {picker}
      {qualification && (
        <FormElement actions>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t('signatures.qualification.editorHint', { name: qualification.name })}
              </Text>
              <ContentsField scope="qualification" />
            </Stack>
          </Card>
        </FormElement>
      )}
    </StaffFormPage>
  );
}

/** `/qualificacao-de-conteudo/cadastro`: pick a signature type, then what it includes. */
function QualificationCreate() {
  const { t } = useTranslation('signatures');
  const types = useQuery(qualificationListQuery({ page: 1, search: '', perPage: 100 }));
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = types.data?.data.find((q) => String(q.id) === picked);
  return (
    <QualificationForm
      key={chosen?.id ?? 'none'}
      chosen={chosen}
      picker={
        <Card withBorder radius="md" padding="lg">
          <Select
            label={t('signatures.qualification.signature')}
            placeholder={t('signatures.staff.selectOption')}
            description={t('signatures.qualification.pickHint')}
            data={(types.data?.data ?? []).map((q) => ({
              value: String(q.id),
              label: q.contents.length > 0 ? `${q.name} (${q.contents.length})` : q.name,
            }))}
            value={picked}
            onChange={setPicked}
            searchable
            disabled={types.isPending}
            error={types.isError ? t('signatures.loadError') : undefined}
            maw={420}
          />
        </Card>
      }
    />
  );
}

/** `/qualificacao-de-conteudo/cadastro` and `/qualificacao-de-conteudo/:id`. */
export function QualificationFormPage() {
  const { id } = useParams();
  return id === undefined ? <QualificationCreate /> : <QualificationForm />;
}
