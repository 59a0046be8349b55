import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import IconPin from '@tabler/icons-react/dist/esm/icons/IconPin.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconSpeakerphone from '@tabler/icons-react/dist/esm/icons/IconSpeakerphone.mjs';
import type { MyHubNotice } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { myNoticesQuery } from '../api/hub-home-api.ts';
import { NOTICES_PATH } from '../paths.ts';
import { HomeCard, stateOf } from './home-card.tsx';
import { NoticeByline, NoticeModal } from './notice-modal.tsx';
import classes from './hub-home.module.css';
import '../i18n/index.ts';

/** A notice's text without its markup, for the card's excerpt. */
function plainText(html: string): string {
  // Blocks end in a space, or "recepção.</p><p>Os" would read "recepção.Os".
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** "Avisos": the notices showing now for this person, pinned first; each opens in full. */
export function NoticesCard({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('hubHome');
  const notices = useQuery(myNoticesQuery());
  const [open, setOpen] = useState<MyHubNotice | null>(null);
  const list = notices.data?.data ?? [];
  return (
    <>
      <HomeCard
        title={t('hubHome.notices.title')}
        icon={<IconSpeakerphone size={20} />}
        testId="hub-notices"
        state={stateOf(notices)}
        onRetry={() => void notices.refetch()}
        empty={list.length === 0}
        emptyText={t('hubHome.notices.empty')}
        action={
          canManage && (
            <Button
              component={Link}
              to={NOTICES_PATH}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('hubHome.notices.manage')}
            </Button>
          )
        }
      >
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((notice) => (
            <li
              key={notice.id}
              className={classes.notice}
              data-pinned={notice.pinned || undefined}
              data-testid="hub-notice"
            >
              <Stack gap={4}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {notice.pinned && (
                    <Badge
                      variant="filled"
                      size="sm"
                      leftSection={<IconPin size={12} aria-hidden />}
                      style={{ flex: 'none' }}
                    >
                      {t('hubHome.notices.pinned')}
                    </Badge>
                  )}
                  <UnstyledButton
                    className={classes.noticeTitle}
                    onClick={() => setOpen(notice)}
                    aria-label={t('hubHome.notices.readOf', { title: notice.title })}
                    aria-haspopup="dialog"
                  >
                    {notice.title}
                  </UnstyledButton>
                </Group>
                <Text size="sm" lineClamp={2} className={classes.excerpt}>
                  {plainText(notice.body_html)}
                </Text>
                <Text size="xs" c="dimmed">
                  <NoticeByline notice={notice} />
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
      </HomeCard>
      <NoticeModal notice={open} onClose={() => setOpen(null)} />
    </>
  );
}
