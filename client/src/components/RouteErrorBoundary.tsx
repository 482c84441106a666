import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MSG } from '#shared/messages';
import { ChunkLoadError } from '../lib/lazy-page';
import NotFoundPage from './NotFoundPage';
import page from './public/page.module.css';
import { Button } from './public/ui/controls';
import classes from './RouteErrorBoundary.module.css';

/** Shown when a page fails to render or its chunk cannot be loaded. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // The server's answer for an unknown path or a missing or inactive item (a real 404).
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Too many tries (a private room's addresses): the server's words say when and what to do.
  if (isRouteErrorResponse(error) && error.status === 429)
    return (
      <div className={classes.wrap}>
        <h1 className={page.sectionTitle}>Please wait a while</h1>
        <p className={classes.text}>{error.statusText}</p>
      </div>
    );
  const chunk = error instanceof ChunkLoadError;
  return (
    <div className={classes.wrap}>
      <h1 className={page.sectionTitle}>{MSG.serverError}</h1>
      <p className={classes.text}>
        {chunk ? (error as Error).message : 'The page could not be shown. Please reload and try again.'}
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
