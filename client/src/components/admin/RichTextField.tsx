// Description and biography fields. Mantine's rich-text editor is not installed, so the text is
// simple HTML in a textarea; the server cleans it with its allow-list on save (sanitizeRichText).
import { Textarea, type TextareaProps } from '@mantine/core';

const HINT =
  'Simple HTML: <p>, <h2>, <strong>, <em>, <a href="…">, <ul>/<li>, <blockquote>. Other tags are removed on save.';

export function RichTextField(props: Omit<TextareaProps, 'description' | 'autosize'>) {
  return (
    <Textarea
      autosize
      minRows={6}
      maxRows={20}
      description={HINT}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      {...props}
    />
  );
}
