// The editor's image button: choose a PNG or JPEG, it goes through the same uploader as every
// image field (checked, re-encoded, stored), and the stored 800 px JPEG is placed at the cursor
// with its size, so the public page keeps its layout while it loads. The orphan sweeper sees the
// URL in the saved text and keeps the file.
import { Loader, VisuallyHidden } from '@mantine/core';
import { useRichTextEditorContext, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { toastError } from '#client/lib/toast';
import { UploadError, uploadImages } from '#client/lib/upload';

/** A file name as a first alt text ("studio-view_2.jpg" → "studio view 2"); staff may edit it after. */
const altFrom = (name: string) =>
  name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();

export function ImageUploadControl() {
  const { editor } = useRichTextEditorContext();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const [image] = await uploadImages([file]);
      if (image && editor)
        editor
          .chain()
          .focus()
          .setImage({ src: image.url, alt: image.alt ?? altFrom(file.name), width: image.width, height: image.height })
          .run();
    } catch (err) {
      // 401 and 5xx were handled by uploadImages; a 422 says why the image was refused.
      if (err instanceof UploadError && err.status >= 400 && err.status < 500 && err.status !== 401)
        toastError(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <RichTextEditor.Control
        onClick={() => input.current?.click()}
        aria-label={busy ? 'Uploading image…' : 'Insert image'}
        title="Insert image"
        disabled={busy}
      >
        {busy ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} aria-hidden />}
      </RichTextEditor.Control>
      <VisuallyHidden>
        <input
          ref={input}
          type="file"
          tabIndex={-1}
          aria-label="Image to insert"
          accept="image/png,image/jpeg"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      </VisuallyHidden>
    </>
  );
}
