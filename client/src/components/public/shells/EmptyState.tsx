import type { ReactNode } from 'react';
import page from '#client/components/public/page.module.css';

interface Props {
  title: ReactNode;
  text: ReactNode;
  /** under the text: a way out (clear the filters, see them all, write to the gallery) */
  action?: ReactNode;
  /** announced when it replaces a list the visitor filtered (a status); a section's note is not */
  status?: boolean;
}

/** What a public list shows when it has nothing: a word in the wall's own frame, never a blank. */
export function EmptyState({ title, text, action, status = true }: Props) {
  return (
    <div className={page.empty} role={status ? 'status' : undefined}>
      <p className={page.emptyTitle}>{title}</p>
      <p className={page.emptyText}>{text}</p>
      {action}
    </div>
  );
}
