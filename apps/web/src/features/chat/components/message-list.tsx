import { Button, Center, Loader } from '@mantine/core';
import type { ChatMessage } from '@app/shared';
import { IconArrowDown } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { estimateRowHeight } from '../chat-store.ts';
import type { PendingMessage } from '../chat-store.ts';
import classes from './chat.module.css';

export type ListRow =
  | { kind: 'message'; key: string; message: ChatMessage }
  | { kind: 'pending'; key: string; pending: PendingMessage };

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK = 48;

interface Props {
  rows: ListRow[];
  renderRow: (row: ListRow) => ReactNode;
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  empty: ReactNode;
}

function rowEstimate(row: ListRow, width: number): number {
  if (row.kind === 'message') return estimateRowHeight(row.message, width);
  const { input } = row.pending;
  return estimateRowHeight(
    { type: input.type ?? 1, message: input.message, reply_to: null, files_message: [] },
    width,
  );
}

/**
 * The virtualised message list: estimates row heights by the container width (spec section 9
 * breakpoints), measures real rows, sticks to the bottom while the viewer is there and offers a
 * jump button otherwise; loading older messages keeps what the viewer was reading in place.
 */
export function MessageList({
  rows,
  renderRow,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  empty,
}: Props) {
  const { t } = useTranslation('chat');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(360);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const row = rowsRef.current[index];
      return row ? rowEstimate(row, width) : 40;
    },
    getItemKey: (index) => rowsRef.current[index]?.key ?? index,
    overscan: 8,
    paddingStart: hasOlder ? 44 : 8,
    paddingEnd: 8,
  });

  // Width changes re-estimate the rows not measured yet.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth || 360));
    observer.observe(el);
    setWidth(el.clientWidth || 360);
    return () => observer.disconnect();
  }, []);
  // No `virtualizer.measure()` on width changes: it would drop the measured sizes of the rows on
  // screen, which are not measured again until they resize (rows overlapped). Measured rows follow
  // their own resizes; rows not measured yet take the new width's estimate.

  const scrollToBottom = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }, []);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK;
    if (atBottom.current) setUnseen(0);
  };

  // New rows at the end: follow them at the bottom, count them otherwise. Older rows at the top:
  // keep the reading position by the height they added.
  const previous = useRef<{
    first: string | null;
    last: string | null;
    count: number;
    total: number;
  }>({
    first: null,
    last: null,
    count: 0,
    total: 0,
  });
  const total = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const prev = previous.current;
    const first = rows[0]?.key ?? null;
    const lastRow = rows[rows.length - 1];
    const last = lastRow?.key ?? null;
    if (el) {
      if (prev.count === 0 && rows.length > 0) {
        el.scrollTop = el.scrollHeight;
      } else if (first !== prev.first && prev.first !== null && last === prev.last) {
        el.scrollTop += total - prev.total;
      } else if (last !== prev.last && rows.length > 0) {
        if (atBottom.current || lastRow?.kind === 'pending') {
          el.scrollTop = el.scrollHeight;
          atBottom.current = true;
        } else {
          setUnseen((n) => n + Math.max(1, rows.length - prev.count));
        }
      } else if (atBottom.current && total !== prev.total) {
        // Rows measured taller or shorter than estimated: stay pinned.
        el.scrollTop = el.scrollHeight;
      }
    }
    previous.current = { first, last, count: rows.length, total };
  }, [rows, total]);

  const items = virtualizer.getVirtualItems();
  return (
    <div className={classes.body}>
      <div
        ref={scrollRef}
        className={classes.scroller}
        onScroll={onScroll}
        role="list"
        aria-label={t('listLabel')}
        tabIndex={0}
      >
        {rows.length === 0 ? (
          <Center h="100%" p="md">
            {empty}
          </Center>
        ) : (
          <div style={{ height: total, position: 'relative', width: '100%' }}>
            {hasOlder && (
              <Center style={{ position: 'absolute', top: 6, left: 0, right: 0 }}>
                <Button
                  size="compact-xs"
                  variant="light"
                  radius="xl"
                  loading={loadingOlder}
                  onClick={onLoadOlder}
                >
                  {t('loadOlder')}
                </Button>
              </Center>
            )}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <div
                  key={item.key}
                  role="listitem"
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  {renderRow(row)}
                </div>
              );
            })}
          </div>
        )}
      </div>
      {unseen > 0 && (
        <Button
          className={classes.jump}
          size="compact-sm"
          radius="xl"
          leftSection={<IconArrowDown size={14} aria-hidden />}
          onClick={scrollToBottom}
        >
          {unseen > 1 ? t('newMessagesCount', { count: unseen }) : t('newMessages')}
        </Button>
      )}
      {loadingOlder && rows.length === 0 && <Loader size="sm" />}
    </div>
  );
}
