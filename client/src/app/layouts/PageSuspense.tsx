import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { LoadingDots } from '#client/components/public/ui/controls';
import classes from './PageSuspense.module.css';

/**
 * The public and bare layouts' boundary around their page: dots in the page's place while its chunk
 * loads (without a UI library, so that it can show before Mantine's chunk).
 */
export function PageSuspense({ children, fullHeight = false }: { children: ReactNode; fullHeight?: boolean }) {
  return (
    <Suspense
      fallback={
        <div className={classes.loading} data-full={fullHeight || undefined}>
          <LoadingDots />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
