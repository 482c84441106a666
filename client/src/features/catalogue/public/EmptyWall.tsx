import page from '#client/components/public/page.module.css';
import classes from '#client/components/public/artworks/catalogue.module.css';
import { MoreLink } from '#client/components/public/ui/controls';
import { SITE_PAGES } from '#shared/site-pages';

/** A real empty state: with filters, a way to clear them; without, an honest word. */
export function EmptyWall({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered)
    return (
      <div className={page.empty} role="status">
        <p className={page.emptyTitle}>No works match these filters</p>
        <p className={page.emptyText}>
          Try a wider price range or another material. Many works are not online yet: the gallery is glad to tell you
          what else is in the collection.
        </p>
        <button type="button" className={`${page.textLink} ${classes.textButton}`} onClick={onClear}>
          Clear filters
        </button>
      </div>
    );
  return (
    <div className={page.empty} role="status">
      <p className={page.emptyTitle}>The walls are being rehung.</p>
      <p className={page.emptyText}>
        New works from the collection will appear here shortly. Until then, the gallery is always glad to send images of
        works that are not yet online.
      </p>
      <MoreLink to={SITE_PAGES.contact}>Contact the gallery</MoreLink>
    </div>
  );
}
