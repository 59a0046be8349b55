import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid } from '@mantine/core';
import type { VideoCard as VideoCardData } from '@app/shared';
import { VideoCard } from './video-card.tsx';

/** A responsive grid of video cards (a list for screen readers). */
export function VideoGrid({
  videos,
  linkTo,
  showCategory = false,
  cols = { base: 1, xs: 2, md: 3, xl: 4 },
}: {
  videos: readonly VideoCardData[];
  linkTo: (id: number) => string;
  showCategory?: boolean;
  cols?: Record<string, number>;
}) {
  return (
    <SimpleGrid
      cols={cols}
      spacing="lg"
      verticalSpacing="lg"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} to={linkTo(video.id)} showCategory={showCategory} />
        </li>
      ))}
    </SimpleGrid>
  );
}
