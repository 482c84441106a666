// The staff rich-text editor (Mantine's Tiptap toolbar). It offers exactly what the server's
// sanitiser keeps (shared/rich-text.ts): headings 2-4, bold, italic, underline, strike, quotes,
// rules, lists, links and images uploaded through the file uploader. The value is HTML; an empty
// text is ''. Loaded lazily by RichTextField, so Tiptap stays out of every other chunk.
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { RICH_TEXT_HEADINGS } from '#shared/rich-text';
import { ImageUploadControl } from './ImageUploadControl';
import type { RichTextFieldProps } from './props';

const extensions = [
  StarterKit.configure({
    heading: { levels: [...RICH_TEXT_HEADINGS] },
    // Code is not in the sanitiser's list: no mark or block that would vanish on save.
    code: false,
    codeBlock: false,
    // Mantine's Link adds Mod+K for its link control.
    link: false,
  }),
  Link.configure({ openOnClick: false, defaultProtocol: 'https' }),
  Image.configure({ inline: false, allowBase64: false }),
];

export default function RichTextEditorField({
  label,
  value,
  onChange,
  error,
  description,
  required,
}: RichTextFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const editor = useEditor({
    extensions,
    content: value ?? '',
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(description ? { 'aria-describedby': hintId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // The form may replace the value (a reset, an item loaded later): take it unless it is what the
  // editor already holds, so typing never moves the cursor.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (next !== current) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={description}
      descriptionProps={{ id: hintId }}
      error={error}
      required={required}
    >
      <RichTextEditor editor={editor} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset={0} role="group" aria-label={`${label}: formatting`}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ImageUploadControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
