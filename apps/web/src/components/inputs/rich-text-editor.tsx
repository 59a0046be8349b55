import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { isRichTextEmpty as isEmptyRichText } from '@app/shared';
import '../../i18n/shared/index.ts';

interface EditorFieldProps {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
  disabled?: boolean;
  minHeight: number;
}

/** The editor behind RichTextInput, in its own chunk (loaded lazily). */
export default function RichTextEditorField({
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
  required,
  disabled,
  minHeight,
}: EditorFieldProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        // No empty paragraph appended after a list or quote: what is saved is what was written.
        trailingNode: false,
        link: { openOnClick: false, protocols: ['https', 'http', 'mailto'] },
      }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(isEmptyRichText(html) ? '' : html);
    },
  });

  // Controlled: a value set from outside (a record loaded, a form reset) replaces the content.
  // React may re-run this effect on an editor that a strict or suspended remount destroyed.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if (value === current || (isEmptyRichText(value) && isEmptyRichText(current))) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const labels = {
    boldControlLabel: t('richText.bold'),
    italicControlLabel: t('richText.italic'),
    underlineControlLabel: t('richText.underline'),
    strikeControlLabel: t('richText.strike'),
    h2ControlLabel: t('richText.heading2'),
    h3ControlLabel: t('richText.heading3'),
    bulletListControlLabel: t('richText.bulletList'),
    orderedListControlLabel: t('richText.orderedList'),
    blockquoteControlLabel: t('richText.blockquote'),
    linkControlLabel: t('richText.link'),
    unlinkControlLabel: t('richText.unlink'),
    clearFormattingControlLabel: t('richText.clearFormatting'),
    undoControlLabel: t('richText.undo'),
    redoControlLabel: t('richText.redo'),
    linkEditorInputLabel: t('richText.linkAddress'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorSave: t('richText.linkSave'),
  };

  return (
    <RichTextEditor editor={editor} labels={labels} variant="subtle">
      <RichTextEditor.Toolbar aria-label={t('richText.toolbar')} role="toolbar">
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          {/* The API opens every saved link in a new tab: no "same tab" switch to offer. */}
          <RichTextEditor.Link
            initialExternal
            disableTooltips
            styles={{ linkEditorExternalControl: { display: 'none' } }}
          />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
