import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Grid.css';
import { Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import { trailForm } from '@app/shared';
import type { TrailStepValue } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { SlugField, errorAt } from '../../../components/forms/form-fields.tsx';
import {
  FormElement,
  RecordStatus,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { RecordCoverField } from '../../../components/staff/staff-cover.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { TrailStepsEditor } from '../components/trail-steps-editor.tsx';
import { trailRecords } from '../trails-api.ts';
import '../i18n/index.ts';

/** Staff `/trilhas/cadastro` and `/trilhas/:id`: the trail and its ordered steps. */
export function TrailFormPage({ previewBase }: { previewBase: string | null }) {
  const { t } = useTranslation('trails');
  const staff = useStaffForm({ form: trailForm, records: trailRecords, opensRecord: true });
  const trail = staff.record;
  const { TextField, RichTextField, StatusField, ControlledField } = staff.fields;
  const { errors } = staff.form.formState;
  return (
    <StaffFormPage
      staff={staff}
      maw="none"
      actions={
        trail && (
          <>
            <RecordStatus published={trail.status === 'published'} />
            {previewBase && (
              <Button
                variant="default"
                component={Link}
                to={`${previewBase}/${trail.id}`}
                leftSection={<IconEye size={16} aria-hidden />}
              >
                {t('trails.preview')}
              </Button>
            )}
          </>
        )
      }
    >
      <FormElement actions label={t('trails.formLabel')}>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('trails.aboutTrail')}
            </Title>
            <Grid>
              <TextField name="title" span="twoThirds" />
              <StatusField name="status" span={{ base: 12, md: 4 }} />
              <SlugField span="full" />
              <RecordCoverField />
              <RichTextField name="description_html" span="full" />
            </Grid>
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4">
                {t('trails.stepsTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('trails.stepsHint')}
              </Text>
            </div>
            <ControlledField
              name="items"
              render={(field, error) => {
                const steps = field.value as TrailStepValue[];
                const change = (next: TrailStepValue[]) => {
                  field.onChange(next);
                  staff.form.clearErrors('items');
                };
                return (
                  <>
                    {error && (
                      <Text size="sm" c="red" role="alert">
                        {error}
                      </Text>
                    )}
                    <TrailStepsEditor
                      steps={steps}
                      errors={steps.map(
                        (_, index) =>
                          errorAt(errors, `items.${index}.target_id`) ??
                          errorAt(errors, `items.${index}.kind`),
                      )}
                      onAdd={(step) => change([...steps, step])}
                      onMove={(from, to) => {
                        const next = [...steps];
                        next.splice(to, 0, ...next.splice(from, 1));
                        change(next);
                      }}
                      onRemove={(index) => change(steps.filter((_, i) => i !== index))}
                    />
                  </>
                );
              }}
            />
          </Stack>
        </Card>
      </FormElement>
    </StaffFormPage>
  );
}
