import type { ReactNode } from 'react';
import page from './page.module.css';

interface Props {
  /** the heading's id, which names the section */
  id: string;
  title: string;
  /** beside the heading: an onward link */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled section of a public page, spaced from the one before. */
export function PageSection({ id, title, action, className, children }: Props) {
  return (
    <section className={className ? `${page.section} ${className}` : page.section} aria-labelledby={id}>
      <div className={page.sectionHead}>
        <h2 id={id} className={page.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
