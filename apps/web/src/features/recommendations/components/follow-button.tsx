import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FollowKind } from '@app/shared';
import IconBellPlus from '@tabler/icons-react/dist/esm/icons/IconBellPlus.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useFollowMutations, useFollows } from '../api/follows-api.ts';
import '../i18n/index.ts';

/**
 * "Seguir método" / "Seguindo" for a trade method or an analyst (customers, resource
 * Cliente-Recomendações). The button opens a small popover with the avisos — in the app and/or
 * the daily e-mail digest — where the person follows, changes them or stops following.
 */
export function FollowButton({
  kind,
  targetId,
  name,
  size = 'sm',
}: {
  kind: FollowKind;
  targetId: number;
  /** The method's or the analyst's name (the popover's title, the toasts). */
  name: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation('recommendations');
  const follows = useFollows();
  const { save, remove } = useFollowMutations();
  const current = follows.data?.find((f) => f.kind === kind && f.target_id === targetId);
  const [opened, setOpened] = useState(false);
  const [notifyApp, setNotifyApp] = useState(true);
  const [notifyEmail, setNotifyEmail] = useState(false);
  const titleId = useId();

  const open = () => {
    // The avisos start from the follow (or the defaults: in the app, no e-mail).
    setNotifyApp(current?.notify_app ?? true);
    setNotifyEmail(current?.notify_email ?? false);
    setOpened(true);
  };
  const none = !notifyApp && !notifyEmail;
  const unchanged =
    current !== undefined &&
    current.notify_app === notifyApp &&
    current.notify_email === notifyEmail;
  const busy = save.isPending || remove.isPending;

  const submit = () => {
    save.mutate(
      {
        ...(kind === 'trade_method' ? { trade_method_id: targetId } : { analyst_id: targetId }),
        notify_app: notifyApp,
        notify_email: notifyEmail,
      },
      {
        onSuccess: () => {
          setOpened(false);
          notifications.show({
            color: 'teal',
            message: t(
              current ? 'recommendations.follow.saved' : 'recommendations.follow.followed',
              {
                name,
              },
            ),
          });
        },
      },
    );
  };
  const stop = () => {
    if (!current) return;
    remove.mutate(current.id, {
      onSuccess: () => {
        setOpened(false);
        notifications.show({
          color: 'teal',
          message: t('recommendations.follow.unfollowed', { name }),
        });
      },
    });
  };

  const label = current
    ? t('recommendations.follow.following')
    : t(
        kind === 'trade_method'
          ? 'recommendations.follow.followMethod'
          : 'recommendations.follow.followAnalyst',
      );

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={300}
      trapFocus
      returnFocus
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button
          size={size}
          // Dark text on every brand's light scheme (the primary's outline is below 4.5:1).
          variant={current ? 'light' : 'default'}
          {...(current ? { color: 'teal.9' } : {})}
          leftSection={current ? <IconCheck size={16} /> : <IconBellPlus size={16} />}
          loading={follows.isPending}
          aria-haspopup="dialog"
          aria-expanded={opened}
          // The visible words first (WCAG 2.5.3), then whom or what.
          aria-label={
            current
              ? t('recommendations.follow.followingOf', { label, name })
              : t('recommendations.follow.followOf', { label, name })
          }
          onClick={() => (opened ? setOpened(false) : open())}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Text id={titleId} fw={600} size="sm">
              {t('recommendations.follow.title', { name })}
            </Text>
            <Checkbox
              label={t('recommendations.follow.notifyApp')}
              description={t('recommendations.follow.notifyAppHint')}
              checked={notifyApp}
              onChange={(event) => setNotifyApp(event.currentTarget.checked)}
            />
            <Checkbox
              label={t('recommendations.follow.notifyEmail')}
              description={t('recommendations.follow.notifyEmailHint')}
              checked={notifyEmail}
              onChange={(event) => setNotifyEmail(event.currentTarget.checked)}
            />
            {none ? (
              <Text size="xs" c="red" role="alert">
                {t('recommendations.follow.needOne')}
              </Text>
            ) : null}
            <Group justify="space-between" gap="xs">
              {current ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={stop}
                  loading={remove.isPending}
                  disabled={busy}
                >
                  {t('recommendations.follow.unfollow')}
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                size="xs"
                loading={save.isPending}
                disabled={none || unchanged || busy}
              >
                {current ? t('recommendations.follow.save') : t('recommendations.follow.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
