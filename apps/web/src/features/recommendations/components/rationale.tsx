import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';

/**
 * A recommendation's rationale as the analyst wrote it (bold, lists, links). The API keeps it to
 * the rich-text allowlist when it is published (`cleanHtml`: no script, no event attribute), so
 * the stored HTML is safe to render, as every other rich text of the platform.
 */
export function Rationale({ html }: { html: string }) {
  return (
    <Typography data-testid="rationale">
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
