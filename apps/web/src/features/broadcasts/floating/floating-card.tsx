import '../i18n/index.ts';
import { ActionIcon, Anchor, Box, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import IconArrowBackUp from '@tabler/icons-react/dist/esm/icons/IconArrowBackUp.mjs';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconChevronUp from '@tabler/icons-react/dist/esm/icons/IconChevronUp.mjs';
import IconGripHorizontal from '@tabler/icons-react/dist/esm/icons/IconGripHorizontal.mjs';
import IconPictureInPicture from '@tabler/icons-react/dist/esm/icons/IconPictureInPicture.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { LivePlayer } from '../components/live-player.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import {
  clampPosition,
  clearFloating,
  defaultPosition,
  getFloating,
  INITIAL_FLOATING,
  livePath,
  setFloating,
  subscribeFloating,
} from './floating-store.ts';
import type { FloatingPosition } from './floating-store.ts';
import classes from './floating.module.css';

const KEY_STEP = 16;
const KEY_STEP_LARGE = 64;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The floating live card: keeps playing the broadcast the person left, from the same second.
 * Drag it by its bar (pointer) or move it with the arrow keys while the bar has focus; its place
 * is clamped to the window and remembered.
 */
export function FloatingCard() {
  const { t } = useTranslation('live');
  const state = useSyncExternalStore(subscribeFloating, getFloating, () => INITIAL_FLOATING);
  const broadcast = state.broadcast;
  const card = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<FloatingPosition | null>(state.position);
  const [seconds, setSeconds] = useState(state.currentTime);
  const [announce, setAnnounce] = useState('');
  const drag = useRef<{ dx: number; dy: number; id: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  // The start second is the stored one when the card appears; it is not re-read while it plays.
  const [startSeconds] = useState(state.currentTime);

  const size = () => {
    const rect = card.current?.getBoundingClientRect();
    return { width: rect?.width ?? 340, height: rect?.height ?? 260 };
  };

  // First placement (bottom-right) and re-clamping when the window or the card changes size.
  useLayoutEffect(() => {
    const place = () =>
      setPosition((current) =>
        current ? clampPosition(current, size(), viewport()) : defaultPosition(size(), viewport()),
      );
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [state.menuCollapsed]);

  const persist = useCallback((next: FloatingPosition) => setFloating({ position: next }), []);

  const onProgress = useCallback((time: number) => {
    setSeconds(time);
    setFloating({ currentTime: time });
  }, []);

  useEffect(() => {
    if (!announce) return;
    const timer = setTimeout(() => setAnnounce(''), 1500);
    return () => clearTimeout(timer);
  }, [announce]);

  if (!broadcast) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button, a')) return;
    const rect = card.current?.getBoundingClientRect();
    if (!rect) return;
    drag.current = {
      dx: event.clientX - rect.left,
      dy: event.clientY - rect.top,
      id: event.pointerId,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    setPosition(
      clampPosition(
        { x: event.clientX - current.dx, y: event.clientY - current.dy },
        size(),
        viewport(),
      ),
    );
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.id !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (position) persist(position);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = delta[event.key];
    if (!move || !position) return;
    event.preventDefault();
    const next = clampPosition(
      { x: position.x + move[0], y: position.y + move[1] },
      size(),
      viewport(),
    );
    setPosition(next);
    persist(next);
    setAnnounce(t('floating.moved'));
  };

  const popOut = () => {
    setFloating({ currentTime: seconds, open: false });
    const popup = window.open(
      '/flutuante',
      'lsp-flutuante',
      'popup=yes,width=520,height=420,noopener=no',
    );
    if (!popup) {
      setFloating({ open: true });
      setAnnounce(t('floating.popupBlocked'));
    }
  };

  return (
    <Box
      ref={card}
      component="section"
      className={classes.card}
      aria-label={t('floating.region', { title: broadcast.title })}
      data-testid="floating-card"
      data-dragging={dragging || undefined}
      style={{
        left: position?.x ?? 0,
        top: position?.y ?? 0,
        visibility: position ? 'visible' : 'hidden',
      }}
    >
      <div
        className={classes.handle}
        role="button"
        tabIndex={0}
        aria-label={t('floating.drag')}
        aria-roledescription="draggable"
        data-testid="floating-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <IconGripHorizontal size={16} aria-hidden style={{ flexShrink: 0, opacity: 0.7 }} />
        {broadcast.status === 'live' && <StatusBadge status="live" size="xs" />}
        <span className={classes.title} title={broadcast.title}>
          {broadcast.title}
        </span>
        <Tooltip label={state.menuCollapsed ? t('floating.expand') : t('floating.collapse')}>
          <ActionIcon
            variant="subtle"
            color="gray.3"
            size="sm"
            aria-label={state.menuCollapsed ? t('floating.expand') : t('floating.collapse')}
            aria-expanded={!state.menuCollapsed}
            onClick={() => setFloating({ menuCollapsed: !state.menuCollapsed })}
          >
            {state.menuCollapsed ? (
              <IconChevronUp size={16} aria-hidden />
            ) : (
              <IconChevronDown size={16} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('floating.popOut')}>
          <ActionIcon
            variant="subtle"
            color="gray.3"
            size="sm"
            aria-label={t('floating.popOut')}
            onClick={popOut}
          >
            <IconPictureInPicture size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('floating.close')}>
          <ActionIcon
            variant="subtle"
            color="gray.3"
            size="sm"
            aria-label={t('floating.close')}
            onClick={() => clearFloating()}
            data-testid="floating-close"
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
      <div className={classes.video} data-collapsed={state.menuCollapsed || undefined}>
        <LivePlayer
          playerKey={`floating-${broadcast.id}`}
          videoUrl={broadcast.video_url}
          title={broadcast.title}
          startSeconds={startSeconds}
          onProgress={onProgress}
          testId="floating-player"
          rounded={false}
        />
      </div>
      <Group className={classes.footer} justify="space-between" gap="xs" wrap="nowrap">
        <Anchor
          component={Link}
          to={livePath(broadcast.id, seconds)}
          size="sm"
          fw={600}
          data-testid="floating-back"
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowBackUp size={16} aria-hidden />
            {t('floating.back')}
          </Group>
        </Anchor>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {announce}
      </VisuallyHidden>
    </Box>
  );
}
