import { Input, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/shared/index.ts';

// The editor (tiptap + ProseMirror, ~150 kB) loads with the first form that shows one, never with
// the app's first load.
const RichTextEditorField = lazy(() => import('./rich-text-editor.tsx'));

export interface RichTextInputProps {
  label: string;
  /** HTML; empty rich text (spec section 5) is `''`. */
  value: string;
  onChange: (html: string) => void;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Minimum height of the writing area, in px. */
  minHeight?: number;
}

/**
 * Staff rich text (course descriptions and other HTML fields): a controlled editor with a
 * labelled toolbar, instead of raw HTML in a text box. The API still cleans what it saves
 * (apps/api/src/platform/html.ts).
 */
export function RichTextInput({
  label,
  value,
  onChange,
  description,
  error,
  required,
  disabled,
  minHeight = 160,
}: RichTextInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Stack gap={4}>
      <Input.Label id={labelId} required={required} component="div">
        {label}
      </Input.Label>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <Suspense fallback={<Loader size="sm" aria-label={t('richText.loading')} />}>
        <RichTextEditorField
          value={value}
          onChange={onChange}
          labelId={labelId}
          describedBy={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          invalid={Boolean(error)}
          required={required}
          disabled={disabled}
          minHeight={minHeight}
        />
      </Suspense>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
