import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Avatar.css';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Menu,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  CHAT_BADGE_VALUES,
  customerRecommendationPath,
  formatCurrency,
  RECOMMENDATION_STATUS_NAMES,
} from '@app/shared';
import type { ChatBadge, ChatMessage, RecommendationStatus } from '@app/shared';
import {
  IconArrowBackUp,
  IconDots,
  IconEye,
  IconEyeOff,
  IconMicrophoneOff,
  IconSpeakerphone,
  IconTrash,
  IconTrendingDown,
  IconTrendingUp,
  IconUsersMinus,
} from '@tabler/icons-react';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import type { PendingMessage } from '../chat-store.ts';
import { Attachments } from './attachments.tsx';
import classes from './chat.module.css';

export type MessageAction = 'reply' | 'hide' | 'unhide' | 'delete' | 'mute' | 'hideAll';

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
});

export function chatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

const BADGE_COLORS: Record<ChatBadge, string> = {
  admin: 'red',
  senior: 'violet',
  premium: 'yellow',
  trial: 'cyan',
  courtesy: 'grape',
};

export function UserBadges({ user }: { user: ChatMessage['user'] }) {
  const { t } = useTranslation('chat');
  const badges = CHAT_BADGE_VALUES.filter((b) => user[b]);
  return (
    <>
      {badges.map((b) => (
        <Badge
          key={b}
          size="xs"
          radius="sm"
          variant={b === 'premium' ? 'filled' : 'light'}
          color={BADGE_COLORS[b]}
          title={t(`badges.${b}Long`)}
        >
          <span aria-hidden>{t(`badges.${b}`)}</span>
          <VisuallyHidden>{t(`badges.${b}Long`)}</VisuallyHidden>
        </Badge>
      ))}
    </>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** Text with its http(s) links clickable; everything else stays text (React escapes it). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Anchor
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            size="sm"
          >
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </>
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    (words[0]?.[0] ?? '?') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}

interface RowProps {
  message: ChatMessage;
  /** Moderators: the full menu; everybody else: reply only (when replying is possible). */
  moderator: boolean;
  canReply: boolean;
  staffView: boolean;
  selfId: number | null;
  onAction?: (action: MessageAction, message: ChatMessage) => void;
  /** A recommendation's card that a newer card of it followed: the status that one carries. */
  currentStatus?: RecommendationStatus | undefined;
}

function MessageMenu({ message, moderator, canReply, onAction }: RowProps) {
  const { t } = useTranslation('chat');
  if (!onAction || (!moderator && !canReply)) return null;
  const deleted = message.deleted_at !== null;
  if (!moderator) {
    return (
      <ActionIcon
        className={classes.menu}
        variant="subtle"
        color="gray"
        size="sm"
        onClick={() => onAction('reply', message)}
        aria-label={t('actions.reply')}
        title={t('actions.reply')}
      >
        <IconArrowBackUp size={16} />
      </ActionIcon>
    );
  }
  const staffAuthor = message.user.staff;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon
          className={classes.menu}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('message.actions', { name: message.user_chat })}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canReply && !deleted && (
          <Menu.Item
            leftSection={<IconArrowBackUp size={16} />}
            onClick={() => onAction('reply', message)}
          >
            {t('actions.reply')}
          </Menu.Item>
        )}
        {!deleted &&
          (message.hidden ? (
            <Menu.Item
              leftSection={<IconEye size={16} />}
              onClick={() => onAction('unhide', message)}
            >
              {t('actions.unhide')}
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconEyeOff size={16} />}
              onClick={() => onAction('hide', message)}
            >
              {t('actions.hide')}
            </Menu.Item>
          ))}
        {!deleted && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onAction('delete', message)}
          >
            {t('actions.delete')}
          </Menu.Item>
        )}
        {!staffAuthor && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconMicrophoneOff size={16} />}
              onClick={() => onAction('mute', message)}
            >
              {t('actions.mute')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconUsersMinus size={16} />}
              onClick={() => onAction('hideAll', message)}
            >
              {t('actions.hideAll')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function StaffNote({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  if (message.deleted_at !== null)
    return (
      <Badge size="xs" color="red" variant="outline">
        {t('message.deleted')}
      </Badge>
    );
  if (!message.hidden) return null;
  return (
    <Badge
      size="xs"
      color="gray"
      variant="outline"
      leftSection={<IconEyeOff size={10} aria-hidden />}
    >
      {message.hidden_reason === 'muted'
        ? t('message.hiddenMuted')
        : t('message.hiddenByModerator')}
    </Badge>
  );
}

function Quote({ reply }: { reply: NonNullable<ChatMessage['reply_to']> }) {
  const { t } = useTranslation('chat');
  return (
    <div className={classes.quote}>
      <VisuallyHidden>{t('message.replyingTo', { name: reply.user_chat })}: </VisuallyHidden>
      <Text span fw={600} fz="xs" aria-hidden>
        {reply.user_chat}
      </Text>{' '}
      {reply.removed ? <em>{t('message.quoteRemoved')}</em> : reply.message}
    </div>
  );
}

function Price({ label, cents }: { label: string; cents: number | null | undefined }) {
  const { t } = useTranslation('chat');
  return (
    <div>
      <div className={classes.priceLabel}>{label}</div>
      <div className={classes.priceValue}>{cents ? formatCurrency(cents) : t('message.none')}</div>
    </div>
  );
}

function CardShell({
  props,
  className,
  icon,
  children,
}: {
  props: RowProps;
  className: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { message } = props;
  const staffMarks = props.staffView && props.moderator;
  const dim = staffMarks && (message.hidden || message.deleted_at !== null);
  return (
    <div className={classes.cardWrap}>
      <article
        className={`${classes.card} ${className} ${dim ? classes.muted : ''} ${message.deleted_at ? classes.deleted : ''}`}
        aria-label={message.user_chat}
      >
        {icon}
        <div className={classes.rowMain}>
          <div className={classes.rowHead}>
            <span className={classes.author}>{message.user_chat}</span>
            <UserBadges user={message.user} />
            <time className={classes.time} dateTime={message.created_at}>
              {chatTime(message.created_at)}
            </time>
            {staffMarks && <StaffNote message={message} />}
          </div>
          {children}
        </div>
        <MessageMenu {...props} />
      </article>
    </div>
  );
}

function HighlightCard(props: RowProps) {
  const { t } = useTranslation('chat');
  const { message } = props;
  return (
    <CardShell
      props={props}
      className={`${classes.highlight}`}
      icon={
        <IconSpeakerphone
          size={22}
          color="var(--mantine-color-yellow-7)"
          aria-label={t('message.highlight')}
          role="img"
        />
      }
    >
      {message.reply_to && <Quote reply={message.reply_to} />}
      <div className={classes.text} style={{ fontWeight: 500 }}>
        <LinkifiedText text={message.message} />
      </div>
      <Attachments files={message.files_message} />
    </CardShell>
  );
}

const STATUS_COLORS: Record<RecommendationStatus, string> = {
  waiting: 'blue',
  active: 'indigo',
  partial: 'teal',
  gain: 'green',
  stopped: 'red',
  closed: 'gray',
  cancelled: 'gray',
  expired: 'gray',
};

function StatusBadge({ status }: { status: RecommendationStatus }) {
  const { t } = useTranslation('chat');
  const name = RECOMMENDATION_STATUS_NAMES[status];
  return (
    <>
      <VisuallyHidden>{t('message.statusLabel')}: </VisuallyHidden>
      <Badge size="sm" radius="sm" variant="light" color={STATUS_COLORS[status]}>
        {name}
      </Badge>
    </>
  );
}

function RecommendationCard(props: RowProps) {
  const { t } = useTranslation('chat');
  const { message, currentStatus } = props;
  const p = message.payload;
  const buy = p?.operation !== 'venda';
  const Icon = buy ? IconTrendingUp : IconTrendingDown;
  // A published recommendation's card carries no level (each viewer reads them by grant).
  const levels =
    p !== null &&
    (p.recommendation_id === undefined ||
      p.entry_cents !== undefined ||
      (p.stop_cents ?? null) !== null ||
      (p.target_cents ?? null) !== null);
  return (
    <CardShell
      props={props}
      className={`${classes.recommendation} ${buy ? classes.buy : classes.sell}`}
      icon={<Icon size={22} color={`var(--mantine-color-${buy ? 'teal' : 'red'}-6)`} aria-hidden />}
    >
      <div className={classes.cardHead}>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('message.recommendation')}
        </Text>
        {p?.status && <StatusBadge status={p.status} />}
      </div>
      {p && (
        <>
          <Group gap={8} align="center">
            <Text fw={800} fz="lg" ff="monospace">
              {p.ticker}
            </Text>
            <Badge color={buy ? 'teal' : 'red'} variant="filled" radius="sm">
              {buy ? t('message.buy') : t('message.sell')}
            </Badge>
          </Group>
          {levels && (
            <div className={classes.prices}>
              <Price label={t('message.entry')} cents={p.entry_cents} />
              <Price label={t('message.stop')} cents={p.stop_cents} />
              <Price label={t('message.target')} cents={p.target_cents} />
            </div>
          )}
        </>
      )}
      {message.message && (
        <div className={classes.text} style={{ marginTop: 6 }}>
          <LinkifiedText text={message.message} />
        </div>
      )}
      {p?.recommendation_id !== undefined && (
        <Group gap={8} mt={4} wrap="wrap" align="center">
          <Anchor
            component={Link}
            to={customerRecommendationPath(p.recommendation_id)}
            size="sm"
            fw={600}
            aria-label={t('message.openRecommendationOf', { ticker: p.ticker })}
          >
            {t('message.openRecommendation')}
          </Anchor>
          {currentStatus && currentStatus !== p.status && (
            <Text fz="xs" c="dimmed">
              {t('message.currentStatus', { status: RECOMMENDATION_STATUS_NAMES[currentStatus] })}
            </Text>
          )}
        </Group>
      )}
    </CardShell>
  );
}

function TextRow(props: RowProps) {
  const { message, staffView, moderator } = props;
  const staffMarks = staffView && moderator;
  const dim = staffMarks && (message.hidden || message.deleted_at !== null);
  return (
    <article
      className={`${classes.row} ${dim ? classes.muted : ''} ${message.deleted_at ? classes.deleted : ''}`}
      aria-label={message.user_chat}
    >
      <Avatar
        src={message.user.avatar_url}
        size={32}
        radius="xl"
        color="initials"
        name={message.user_chat}
        alt=""
      >
        {initials(message.user_chat)}
      </Avatar>
      <div className={classes.rowMain}>
        <div className={classes.rowHead}>
          <span className={classes.author}>{message.user_chat}</span>
          <UserBadges user={message.user} />
          <time className={classes.time} dateTime={message.created_at}>
            {chatTime(message.created_at)}
          </time>
          {staffMarks && <StaffNote message={message} />}
        </div>
        {message.reply_to && <Quote reply={message.reply_to} />}
        {message.message && (
          <div className={classes.text}>
            <LinkifiedText text={message.message} />
          </div>
        )}
        <Attachments files={message.files_message} />
      </div>
      <MessageMenu {...props} />
    </article>
  );
}

export const MessageRow = memo(function MessageRow(props: RowProps) {
  if (props.message.type === 3) return <HighlightCard {...props} />;
  if (props.message.type === 5) return <RecommendationCard {...props} />;
  return <TextRow {...props} />;
});

/** A message typed here, shown at once while it is being sent (or after it failed). */
export function PendingRow({
  pending,
  name,
  onRetry,
  onDiscard,
}: {
  pending: PendingMessage;
  name: string;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const failed = pending.status === 'failed';
  return (
    <article
      className={`${classes.row} ${failed ? '' : classes.pending}`}
      aria-label={name}
      aria-busy={!failed}
    >
      <Avatar size={32} radius="xl" color="initials" name={name} alt="">
        {initials(name)}
      </Avatar>
      <div className={classes.rowMain}>
        <div className={classes.rowHead}>
          <span className={classes.author}>{name}</span>
          <span className={classes.time}>{failed ? null : t('message.sending')}</span>
        </div>
        <div className={classes.text}>
          {pending.input.type === 5 && pending.input.payload
            ? `${pending.input.payload.ticker} · ${pending.input.message}`
            : pending.input.message}
        </div>
        {failed && (
          <Group gap={6} mt={4}>
            <Text fz="xs" c="red" role="alert">
              {t('message.failed')} {pending.error}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => onRetry(pending.client_id)}>
              {t('message.retry')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => onDiscard(pending.client_id)}
            >
              {t('message.discard')}
            </Button>
          </Group>
        )}
      </div>
    </article>
  );
}
