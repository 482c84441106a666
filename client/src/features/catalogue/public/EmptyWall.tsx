import page from '#client/components/public/page.module.css';
import classes from '#client/components/public/artworks/catalogue.module.css';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { MoreLink } from '#client/components/public/ui/controls';
import { SITE_PAGES } from '#shared/site-pages';

/** A real empty state: with filters, a way to clear them; without, an honest word. */
export function EmptyWall({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered)
    return (
      <EmptyState
        title="No works match these filters"
        text="Try a wider price range or another material. Many works are not online yet: the gallery is glad to tell you what else is in the collection."
        action={
          <button type="button" className={`${page.textLink} ${classes.textButton}`} onClick={onClear}>
            Clear filters
          </button>
        }
      />
    );
  return (
    <EmptyState
      title="The walls are being rehung."
      text="New works from the collection will appear here shortly. Until then, the gallery is always glad to send images of works that are not yet online."
      action={<MoreLink to={SITE_PAGES.contact}>Contact the gallery</MoreLink>}
    />
  );
}
