import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconMovie from '@tabler/icons-react/dist/esm/icons/IconMovie.mjs';
import { videoForm } from '@app/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { PublishedAtField } from '../../../components/forms/form-fields.tsx';
import { VideoFormCard } from '../../../components/staff/video-form-card.tsx';
import { videoCategoriesQuery, videoRecords } from '../videos-api.ts';
import { VideoStatus } from './videos-admin-page.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/**
 * Staff `/videos/cadastro` and `/videos/editar/:id`. `viewPath` is where people watch a video in
 * this brand (LS Play or Liberta's content page); null where the brand has neither.
 */
export function VideoFormPage({ viewPath }: { viewPath: ((id: number) => string) | null }) {
  const { t } = useTranslation('videos');
  const categories = useQuery(videoCategoriesQuery);
  const staff = useStaffForm({ form: videoForm, records: videoRecords, opensRecord: true });
  const video = staff.record;
  const { TextField, RichTextField, SelectField, StatusField } = staff.fields;
  const [link, title] = useWatch({ control: staff.form.control, name: ['video_url', 'title'] });
  return (
    <StaffFormPage
      staff={staff}
      maw={1040}
      aside={video && <VideoStatus video={video} />}
      actions={
        video &&
        viewPath &&
        video.status === 'published' && (
          <Button
            variant="default"
            component={Link}
            to={viewPath(video.id)}
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('media.videosAdmin.view')}
          </Button>
        )
      }
    >
      <VideoFormCard
        texts="videos:media.videosAdmin"
        link={link}
        title={title}
        icon={<IconMovie size={36} aria-hidden color="var(--mantine-color-dimmed)" />}
      >
        <TextField name="title" label="titleField" span="full" />
        <TextField name="video_url" hint required span="full" />
        <SelectField name="category_id" options={categories.data} span="half" />
        <TextField name="duration_seconds" label="duration" hint span="half" />
        <StatusField name="status" span="half" />
        <PublishedAtField />
        <TextField name="thumbnail_url" hint="thumbnailHint" type="url" span="full" />
        <RichTextField name="description_html" span="full" />
      </VideoFormCard>
    </StaffFormPage>
  );
}
