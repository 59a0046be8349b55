import type { ReactNode } from 'react';
import { useTextsOf } from '../../i18n/use-texts-of.ts';
import { VideoPreview } from '../media/video-preview.tsx';
import { FormCardWithAside } from './staff-form-frame.tsx';

/**
 * A staff form about a video (a broadcast, an LS Play video): its card beside the preview of the
 * link being typed, and `summary` under the preview. Words under `texts` (`ns:section`):
 * `formLabel`, `preview`, `previewHint`, `new`.
 */
export function VideoFormCard({
  texts,
  link,
  title,
  icon,
  summary,
  children,
}: {
  texts: string;
  link: string;
  title: string;
  icon: ReactNode;
  summary?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTextsOf(texts);
  return (
    <FormCardWithAside
      label={t(`${texts}.formLabel`)}
      aside={
        <VideoPreview texts={texts} link={link} title={title} icon={icon}>
          {summary}
        </VideoPreview>
      }
    >
      {children}
    </FormCardWithAside>
  );
}
