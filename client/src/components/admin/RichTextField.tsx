// Long texts (descriptions, biographies, posts): the rich-text editor, loaded on first use so that
// Tiptap (~100 KB gzipped) reaches only the drawers that show it, never a list or a public page.
import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text/props';

const RichTextEditorField = lazy(() => import('./rich-text/RichTextEditorField'));

export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} labelElement="div">
          {/* a name needs a role: on a plain div axe calls aria-label prohibited */}
          <Skeleton h={230} mt={4} role="status" aria-label={`${props.label}: loading the editor`} />
        </Input.Wrapper>
      }
    >
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
