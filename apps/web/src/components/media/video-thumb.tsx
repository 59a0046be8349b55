import '@mantine/core/styles/AspectRatio.css';
import { AspectRatio, Badge, Box, Image } from '@mantine/core';
import IconPlayerPlayFilled from '@tabler/icons-react/dist/esm/icons/IconPlayerPlayFilled.mjs';
import { formatClock } from '@app/shared';
import classes from './video-card.module.css';

/** Gradients for videos without a thumbnail: picked from the id so a video keeps its colour. */
const GRADIENTS = [
  'linear-gradient(135deg, var(--mantine-primary-color-filled), var(--mantine-color-dark-7))',
  'linear-gradient(135deg, var(--mantine-color-teal-8), var(--mantine-color-dark-7))',
  'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-dark-7))',
  'linear-gradient(135deg, var(--mantine-color-grape-8), var(--mantine-color-dark-7))',
  'linear-gradient(135deg, var(--mantine-color-cyan-8), var(--mantine-color-dark-7))',
];

/** A 16:9 thumbnail, or a gradient with a play mark; the duration sits in the corner. */
export function VideoThumb({
  id,
  url,
  durationSeconds,
}: {
  id: number;
  url: string | null;
  durationSeconds: number;
}) {
  return (
    <AspectRatio ratio={16 / 9} className={classes.thumb}>
      {url ? (
        <Image src={url} alt="" fit="cover" />
      ) : (
        <Box
          aria-hidden
          className={classes.placeholder}
          style={{ background: GRADIENTS[id % GRADIENTS.length] }}
        >
          <span className={classes.playMark}>
            <IconPlayerPlayFilled size={26} aria-hidden />
          </span>
        </Box>
      )}
      {durationSeconds > 0 && (
        <Badge
          className={classes.duration}
          color="dark"
          variant="filled"
          radius="sm"
          size="sm"
          aria-hidden
        >
          {formatClock(durationSeconds)}
        </Badge>
      )}
    </AspectRatio>
  );
}
