import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { Badge, Grid, Text } from '@mantine/core';
import { hubNoticeForm } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { noticeProfilesQuery, noticeRecords } from '../api/hub-home-api.ts';
import '../i18n/index.ts';

const STATUS_COLOR = { scheduled: 'blue', current: 'teal', expired: 'gray' } as const;

/** Staff `/hub/avisos/cadastro` and `/hub/avisos/editar/:id` (resource hub-home). */
export function NoticeFormPage() {
  const { t } = useTranslation('hubHome');
  const profiles = useQuery(noticeProfilesQuery());
  const staff = useStaffForm({ form: hubNoticeForm, records: noticeRecords });
  const notice = staff.record;
  const { TextField, RichTextField, MultiSelectField, SwitchField } = staff.fields;
  return (
    <StaffFormPage
      staff={staff}
      maw={880}
      aside={
        notice && (
          <Badge variant="light" color={STATUS_COLOR[notice.status]}>
            {t(`hubHome.status.${notice.status}`)}
          </Badge>
        )
      }
    >
      <FormCard label={t('hubHome.form.card')}>
        <TextField name="title" span="full" />
        <RichTextField name="body_html" hint required minHeight={220} span="full" />
        {notice?.author && (
          <Grid.Col span={12}>
            <Text size="xs" c="dimmed">
              {t('hubHome.form.author', { name: notice.author.name })}
            </Text>
          </Grid.Col>
        )}
      </FormCard>
      <FormCard actions label={t('hubHome.form.audienceCard')}>
        <MultiSelectField name="profile_ids" hint options={profiles.data} clearable span="full" />
        <TextField name="starts_at" hint type="datetime-local" span="half" />
        <TextField name="ends_at" hint type="datetime-local" span="half" />
        <Grid.Col span={12}>
          <SwitchField name="pinned" hint />
        </Grid.Col>
      </FormCard>
    </StaffFormPage>
  );
}
