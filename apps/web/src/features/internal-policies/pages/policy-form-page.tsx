import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Autocomplete,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { INTERNAL_POLICY_MAX_BYTES, formatDateTimeSaoPaulo, internalPolicyForm } from '@app/shared';
import type { FormValuesOf, InternalPolicy } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ControlledField } from '../../../components/forms/form-fields.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { RecordPdfField, useRecordPdf } from '../../../components/staff/staff-pdf.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import type { StaffForm } from '../../../components/staff/use-staff-form.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import {
  policyOptionsQuery,
  policyRecords,
  publishPolicy,
  uploadPolicyFile,
} from '../api/internal-policies-api.ts';
import { ReadersModal } from '../components/readers-modal.tsx';
import { VersionModal } from '../components/version-modal.tsx';
import { FieldStack } from '../../../components/forms/form-fields.tsx';
import '../i18n/index.ts';

type Values = FormValuesOf<typeof internalPolicyForm>;

/**
 * Staff `/politicas-internas/cadastro` and `/politicas-internas/:id`: the policy's form (its
 * newest version's text), its PDF, publishing, and every version with who confirmed it.
 */
export function PolicyFormPage() {
  const { t } = useTranslation('internalPolicies');
  const options = useQuery(policyOptionsQuery());
  const pdf = useRecordPdf(uploadPolicyFile, INTERNAL_POLICY_MAX_BYTES);
  const staff = useStaffForm({
    form: internalPolicyForm,
    records: policyRecords,
    save: async (id, input) => {
      if (id !== null || !pdf.picked) return policyRecords.save(id, input);
      // A new policy with a PDF is created as a draft, then published once the PDF is stored
      // (the API refuses publishing a version with neither text nor PDF).
      const created = await pdf.sendPicked(
        await policyRecords.save(null, { ...input, publish: false }),
      );
      return input.publish && created.file ? publishPolicy(created.id) : created;
    },
    opensRecord: true,
  });
  const policy = staff.record;
  const { TextField, TextAreaField, RichTextField, SwitchField, SegmentedField, MultiSelectField } =
    staff.fields;
  const audience = staff.form.watch('audience');
  const latest = policy?.latest_version;
  return (
    <StaffFormPage
      staff={staff}
      maw={1040}
      aside={
        policy && (
          <Badge variant="light" color={policy.current_version === null ? 'gray' : 'teal'}>
            {policy.current_version === null
              ? t('internalPolicies.common.draft')
              : t('internalPolicies.common.version', { version: policy.current_version })}
          </Badge>
        )
      }
      actions={policy && latest?.status === 'draft' && <PublishButton staff={staff} />}
    >
      {policy && latest && (
        <Alert
          variant="light"
          color={latest.status === 'draft' ? 'gray' : 'blue'}
          icon={<IconInfoCircle size={18} aria-hidden />}
        >
          {latest.status === 'draft'
            ? t('internalPolicies.form.draftNotice', { version: latest.version })
            : t('internalPolicies.form.frozenNotice', {
                version: latest.version,
                next: latest.version + 1,
              })}
        </Alert>
      )}
      <FormCard actions label={t('internalPolicies.form.form')}>
        <TextField name="title" label="titleField" span="full" />
        <ControlledField<Values>
          name="category"
          span="half"
          render={(field, error) => (
            <Autocomplete
              label={t('internalPolicies.form.category')}
              description={t('internalPolicies.form.categoryHint')}
              required
              maxLength={60}
              data={options.data?.categories ?? []}
              ref={field.ref}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error}
            />
          )}
        />
        <SegmentedField
          name="audience"
          span="half"
          data={[
            { value: 'all', label: t('internalPolicies.form.audienceAll') },
            { value: 'profiles', label: t('internalPolicies.form.audienceProfiles') },
          ]}
        />
        {audience === 'profiles' && (
          <MultiSelectField name="profile_ids" hint options={options.data?.profiles} span="full" />
        )}
        <TextAreaField name="summary" hint minRows={2} span="full" />
        <RichTextField name="body_html" hint minHeight={260} span="full" />
        <RecordPdfField pdf={pdf} />
        {policy && <TextAreaField name="change_note" hint minRows={2} span="full" />}
        <FieldStack>
          <SwitchField name="required_reading" hint />
          <SwitchField name="publish" hint />
        </FieldStack>
      </FormCard>
      {policy && <VersionsCard policy={policy} />}
    </StaffFormPage>
  );
}

/** "Publicar versão N": asks first, then the draft becomes the version everyone confirms. */
function PublishButton({ staff }: { staff: StaffForm<Values, InternalPolicy> }) {
  const { t } = useTranslation('internalPolicies');
  const [opened, setOpened] = useState(false);
  const policy = staff.record!;
  const version = policy.latest_version.version;
  const publish = useMutation({
    mutationFn: () => publishPolicy(policy.id),
    meta: { silent: true },
    onSuccess: async (saved) => {
      await staff.remember(saved);
      setOpened(false);
      notifications.show({
        color: 'teal',
        message: t('internalPolicies.form.publishedToast', { version }),
      });
    },
    onError: (error) => {
      setOpened(false);
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : t('internalPolicies.common.loadError'),
      });
    },
  });
  if (!staff.canSave) return null;
  return (
    <>
      <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('internalPolicies.form.publishDraft', { version })}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('internalPolicies.common.close') }}
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('internalPolicies.form.publishConfirmTitle', { version })}
        centered
      >
        <Stack>
          <Text>{t('internalPolicies.form.publishConfirmText', { version })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)} disabled={publish.isPending}>
              {t('internalPolicies.form.cancel')}
            </Button>
            <Button loading={publish.isPending} onClick={() => publish.mutate()} data-autofocus>
              {t('internalPolicies.form.publishConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Every version, newest first: status, publication, confirmations; read it, see who confirmed. */
function VersionsCard({ policy }: { policy: InternalPolicy }) {
  const { t } = useTranslation('internalPolicies');
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [reading, setReading] = useState<number | null>(null);
  const [readers, setReaders] = useState<{ id: number; version: number } | null>(null);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="policy-versions">
      <Stack gap="md">
        <Title order={2} size="h4" id="policy-versions">
          {t('internalPolicies.versions.title')}
        </Title>
        <Table.ScrollContainer minWidth={narrow ? 0 : 640}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('internalPolicies.versions.version')}</Table.Th>
                <Table.Th>{t('internalPolicies.common.status')}</Table.Th>
                <Table.Th>{t('internalPolicies.list.confirmations')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('internalPolicies.common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {policy.versions.map((v) => (
                <Table.Tr key={v.id} data-testid="policy-version-row">
                  <Table.Td>
                    <Stack gap={2}>
                      <Text fw={600} size="sm">
                        {t('internalPolicies.common.version', { version: v.version })}
                      </Text>
                      {v.change_note && (
                        <Text size="xs" c="dimmed">
                          {v.change_note}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Badge color={v.status === 'published' ? 'teal' : 'gray'} variant="light">
                        {v.status === 'published'
                          ? t('internalPolicies.common.published')
                          : t('internalPolicies.common.draft')}
                      </Badge>
                      {v.published_at && (
                        <Text size="xs" c="dimmed">
                          {[
                            formatDateTimeSaoPaulo(v.published_at, 'DD/MM/YYYY HH:mm'),
                            v.published_by
                              ? t('internalPolicies.versions.by', { name: v.published_by.name })
                              : '',
                          ]
                            .filter(Boolean)
                            .join(' ')}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {v.status === 'published'
                      ? t('internalPolicies.versions.confirmedOf', {
                          confirmed: v.confirmed,
                          total: v.audience_size,
                        })
                      : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconEye size={14} aria-hidden />}
                        onClick={() => setReading(v.id)}
                        aria-label={t('internalPolicies.versions.readOf', { version: v.version })}
                      >
                        {t('internalPolicies.versions.read')}
                      </Button>
                      {v.status === 'published' && (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconUsers size={14} aria-hidden />}
                          onClick={() => setReaders({ id: v.id, version: v.version })}
                          aria-label={t('internalPolicies.versions.readersOf', {
                            version: v.version,
                          })}
                        >
                          {t('internalPolicies.versions.readers')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <VersionModal versionId={reading} onClose={() => setReading(null)} />
      <ReadersModal version={readers} onClose={() => setReaders(null)} />
    </Card>
  );
}
