// The art advisory's three request forms: a heading, what happens next, the form. Never indexed
// (the service pages are what searches should find).
import type { ReactNode } from 'react';
import { listPathOf, PUBLIC_KINDS } from '#shared/public-kinds';
import page from '#client/components/public/page.module.css';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import classes from './forms.module.css';

interface Props {
  /** the service's name, as in the breadcrumb */
  service: string;
  path: string;
  title: string;
  description: string;
  steps: string[];
  children: ReactNode;
}

export function AdvisoryFormPage({ service, path, title, description, steps, children }: Props) {
  return (
    <div className={page.container}>
      <PageMeta
        title={title}
        description={description}
        path={path}
        trail={[
          { name: PUBLIC_KINDS.advisory.names.many, path: listPathOf('advisory') },
          { name: service, path },
        ]}
      />
      <meta name="robots" content="noindex" />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>Art advisory · {service}</p>
        <h1 className={page.pageTitle}>{title}</h1>
        <p className={page.lead}>{description}</p>
      </header>
      <div className={classes.beside}>
        <aside aria-labelledby="advisory-steps">
          <h2 id="advisory-steps" className={classes.sideTitle}>
            What happens next
          </h2>
          <ol className={classes.steps}>
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </aside>
        <section aria-label="Your request" className={classes.formColumn}>
          {children}
        </section>
      </div>
    </div>
  );
}
