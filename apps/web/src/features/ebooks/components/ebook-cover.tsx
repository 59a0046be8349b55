import { Box } from '@mantine/core';
import type { BoxProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import classes from './ebook-cover.module.css';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/**
 * An ebook's cover as a book (portrait, with a spine): the staff's image, or a generated cover
 * with the title and author when there is none. `size` scales the generated text.
 */
export function EbookCover({
  title,
  author,
  url,
  alt,
  size = 16,
  maw,
}: {
  title: string;
  author: string | null;
  url: string | null;
  /** Staff's alt text of the cover; without it the title says what the picture is of. */
  alt?: string | null;
  /** Font size of the generated cover's text (responsive values allowed). */
  size?: BoxProps['fz'];
  maw?: number | string;
}) {
  const { t } = useTranslation('ebooks');
  return (
    <Box className={classes.book} maw={maw} mx="auto" fz={size}>
      {url ? (
        <img className={classes.image} src={url} alt={alt ?? t('ebooks.coverOf', { title })} />
      ) : (
        <div className={classes.generated} role="img" aria-label={t('ebooks.coverOf', { title })}>
          <span className={classes.kicker} aria-hidden>
            {t('ebooks.kicker')}
          </span>
          <span className={classes.title} aria-hidden>
            {title}
          </span>
          <span className={classes.author} aria-hidden>
            {author ?? ''}
          </span>
        </div>
      )}
    </Box>
  );
}
