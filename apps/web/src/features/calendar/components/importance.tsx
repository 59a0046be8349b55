import { Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

/** The colour of each importance: low, medium, high. */
export const IMPORTANCE_COLORS: Record<number, string> = {
  1: 'var(--mantine-color-yellow-6)',
  2: 'var(--mantine-color-orange-6)',
  3: 'var(--mantine-color-red-6)',
};

/** A bull's head: the market's symbol of strength, one per level of importance. */
export function BullIcon({ size = 16, color }: { size?: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill={color} aria-hidden focusable="false">
      <path
        fillRule="evenodd"
        d="M1.5 3.5c0 3.3 1.8 5.6 4.6 6.2l.9.6V14c0 3.6 2.3 6.8 5 6.8s5-3.2 5-6.8v-3.7l.9-.6c2.8-.6 4.6-2.9 4.6-6.2-1.4 2.1-3.4 3.3-6 3.3H7.5c-2.6 0-4.6-1.2-6-3.3Zm8 8.5a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Zm5 0a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM10 17.2h4a.9.9 0 0 1 0 1.8h-4a.9.9 0 0 1 0-1.8Z"
      />
    </svg>
  );
}

/** 1 to 3 bulls in the importance's colour, with the level in words for screen readers. */
export function Importance({ level, size = 16 }: { level: number; size?: number }) {
  const { t } = useTranslation('calendar');
  const color = IMPORTANCE_COLORS[level] ?? IMPORTANCE_COLORS[2]!;
  return (
    <Group
      gap={1}
      wrap="nowrap"
      data-importance={level}
      title={t(`calendar.importanceLevel.${level}`)}
    >
      {[1, 2, 3].map((n) => (
        <span key={n} style={{ display: 'inline-flex', opacity: n <= level ? 1 : 0.22 }}>
          <BullIcon size={size} color={n <= level ? color : 'var(--mantine-color-dimmed)'} />
        </span>
      ))}
      <VisuallyHidden>{t(`calendar.importanceLevel.${level}`)}</VisuallyHidden>
    </Group>
  );
}
