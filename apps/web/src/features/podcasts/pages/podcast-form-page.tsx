import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Grid.css';
import { Card, Stack, Title } from '@mantine/core';
import { podcastForm } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { RecordCoverField } from '../../../components/staff/staff-cover.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { PublishedAtField } from '../../../components/forms/form-fields.tsx';
import { PodcastMedia } from '../components/podcast-media.tsx';
import { EpisodeState } from './podcasts-page.tsx';
import { podcastRecords } from '../podcasts-api.ts';
import '../i18n/index.ts';

/** Staff `/podcasts/cadastro` and `/podcasts/:id`: the episode's form. */
export function PodcastFormPage() {
  const { t } = useTranslation('podcasts');
  const staff = useStaffForm({ form: podcastForm, records: podcastRecords, opensRecord: true });
  const podcast = staff.record;
  const { TextField, RichTextField, StatusField } = staff.fields;
  return (
    <StaffFormPage staff={staff} aside={podcast && <EpisodeState podcast={podcast} />} staffOnly>
      <FormCard actions label={t('podcasts.formLabel')}>
        <TextField name="title" label="titleField" span="twoThirds" />
        <StatusField name="status" span={{ base: 12, md: 4 }} />
        <TextField name="audio_url" hint type="url" span="half" />
        <TextField name="video_url" hint span="half" />
        <TextField name="duration_seconds" label="duration" hint placeholder="31:12" span="half" />
        <PublishedAtField />
        <RecordCoverField />
        <RichTextField name="description_html" span="full" />
      </FormCard>

      {podcast && (podcast.audio_url || podcast.video_url) && (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('podcasts.preview')}
            </Title>
            <PodcastMedia podcast={podcast} embedVideo />
          </Stack>
        </Card>
      )}
    </StaffFormPage>
  );
}
