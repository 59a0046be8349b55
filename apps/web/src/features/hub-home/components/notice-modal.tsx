import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Typography.css';
import { Badge, Button, Group, Modal, Stack, Text, Typography } from '@mantine/core';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { MyHubNotice } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import classes from './hub-home.module.css';
import '../i18n/index.ts';

/** "Publicado em 10/06/2025 12:00 por Ana" (São Paulo time). */
export function NoticeByline({
  notice,
}: {
  notice: Pick<MyHubNotice, 'starts_at' | 'author_name'>;
}) {
  const { t } = useTranslation('hubHome');
  const published = t('hubHome.notices.published', {
    date: formatDateTimeSaoPaulo(notice.starts_at, 'DD/MM/YYYY HH:mm'),
  });
  return notice.author_name
    ? `${published} ${t('hubHome.notices.by', { author: notice.author_name })}`
    : published;
}

/** A notice read in full (its HTML was sanitised by the API when saved). */
export function NoticeModal({
  notice,
  onClose,
}: {
  notice: MyHubNotice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('hubHome');
  return (
    <Modal
      opened={notice !== null}
      onClose={onClose}
      title={notice?.title}
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': t('hubHome.notices.close') }}
    >
      {notice && (
        <Stack gap="md" data-testid="notice-modal">
          <Group gap="xs">
            {notice.pinned && (
              <Badge variant="filled" size="sm">
                {t('hubHome.notices.pinned')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              <NoticeByline notice={notice} />
            </Text>
          </Group>
          <Typography className={classes.body}>
            <div dangerouslySetInnerHTML={{ __html: notice.body_html }} />
          </Typography>
          {notice.ends_at && (
            <Text size="xs" c="dimmed">
              {t('hubHome.notices.until', {
                date: formatDateTimeSaoPaulo(notice.ends_at, 'DD/MM/YYYY HH:mm'),
              })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('hubHome.notices.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
