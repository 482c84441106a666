import type { ReactNode } from 'react';
import { GALLERY } from '#shared/gallery';
import classes from './LegalPage.module.css';
import page from './page.module.css';
import { useLocation } from 'react-router';
import { PageMeta } from './seo/PageMeta';

export interface LegalSection {
  /** anchor of the section, for links into it */
  id: string;
  heading: string;
  body: ReactNode;
}

interface Props {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** The fine-print pages: a reading column with an index beside it on wide screens. */
export function LegalPage({ title, updated, intro, sections }: Props) {
  const { pathname } = useLocation();
  return (
    <article className={page.container}>
      <PageMeta
        title={title}
        description={`${title} at ${GALLERY.name}: ${sections.map((s) => s.heading.toLowerCase()).join(', ')}.`}
        path={pathname}
        trail={[{ name: title, path: pathname }]}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>{GALLERY.name}</p>
        <h1 className={page.pageTitle}>{title}</h1>
        <p className={classes.updated}>Last updated {updated}</p>
      </header>
      <div className={classes.layout}>
        <nav aria-label="On this page" className={classes.index}>
          <p className={page.eyebrow}>On this page</p>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={classes.prose}>
          <div className={classes.intro}>{intro}</div>
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
              <h2 id={`${s.id}-h`}>{s.heading}</h2>
              {s.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
