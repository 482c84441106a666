// A public page with a head of its own (the list pages and the landings): its meta, eyebrow, title
// and lead, the links under them, then its sections.
import type { ReactNode } from 'react';
import page from '#client/components/public/page.module.css';
import { PageMeta, type PageMetaProps } from '#client/components/public/seo/PageMeta';

export interface PublicPageProps extends Omit<PageMetaProps, 'title' | 'description' | 'type'> {
  /** the small line above the title */
  eyebrow: ReactNode;
  /** the heading and the page's own title */
  title: string;
  lead: string;
  /** the head's description, when it is not the lead */
  description?: string;
  /** in the head, under the lead: links to the pages below this one */
  jump?: ReactNode;
  children: ReactNode;
}

/** A public page with a head of its own: its meta, eyebrow, title and lead, then its sections. */
export function PublicPage({ eyebrow, title, lead, description, jump, children, ...meta }: PublicPageProps) {
  return (
    <div className={page.container}>
      <PageMeta title={title} description={description ?? lead} {...meta} />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>{eyebrow}</p>
        <h1 className={page.pageTitle}>{title}</h1>
        <p className={page.lead}>{lead}</p>
        {jump}
      </header>
      {children}
    </div>
  );
}
