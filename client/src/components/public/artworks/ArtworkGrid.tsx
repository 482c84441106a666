import { Button, LoadingDots, Skeleton } from '#client/components/public/ui/controls';
import { ArtworkCard } from './ArtworkCard';
import type { ArtworkCardData } from './catalogue-types';
import classes from './catalogue.module.css';
import { useBottomSentinel } from '#client/components/public/use-bottom-sentinel';

/** Cards that keep the wall's rhythm while a page of works loads. */
export function ArtworkGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={classes.grid} aria-busy="true" aria-label="Loading artworks">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton style={{ aspectRatio: '4 / 5' }} />
          <div className={classes.skeletonCaption}>
            <Skeleton height={10} width="45%" />
            <Skeleton height={18} width="80%" />
            <Skeleton height={10} width="35%" />
          </div>
        </li>
      ))}
    </ul>
  );
}

interface Props<T extends ArtworkCardData> {
  artworks: T[];
  label: string;
  /** a line under a card's caption */
  noteOf?: (a: T) => string | null | undefined;
  sizes?: string;
  /** three to a row on a wide screen instead of four */
  three?: boolean;
  /** how many of the first cards load eagerly: 0 for a grid below the fold */
  eager?: number;
}

export function ArtworkGrid<T extends ArtworkCardData>({ artworks, label, noteOf, sizes, three, eager = 4 }: Props<T>) {
  return (
    <ul className={three ? `${classes.grid} ${classes.gridThree}` : classes.grid} aria-label={label}>
      {artworks.map((a, i) => (
        <li key={a.id}>
          <ArtworkCard artwork={a} priority={i < eager} note={noteOf?.(a)} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}

interface MoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** 'scroll' loads the next page near the bottom (spec: margin 100 px); 'button' waits for a click */
  mode: 'scroll' | 'button';
  label?: string;
}

/** The end of a paged list: a sentinel for infinite scroll, or a 'Load more' button. */
export function LoadMore({ hasMore, loading, onMore, mode, label = 'Load more' }: MoreProps) {
  const sentinel = useBottomSentinel<HTMLDivElement>(onMore, mode === 'scroll' && hasMore && !loading);
  if (!hasMore && !loading) return null;
  return (
    <div className={classes.more}>
      {mode === 'scroll' && <div ref={sentinel} className={classes.sentinel} aria-hidden />}
      {loading ? (
        <LoadingDots label="Loading more" />
      ) : (
        mode === 'button' && (
          <Button variant="outline" onClick={onMore}>
            {label}
          </Button>
        )
      )}
    </div>
  );
}

/** What LoadMore reads from an infinite query (React Query's useInfiniteQuery result). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** LoadMore for an infinite query: its next page, and whether one is on its way. */
export function LoadMorePages({ list, mode, label }: { list: PagedQuery } & Pick<MoreProps, 'mode' | 'label'>) {
  return (
    <LoadMore
      mode={mode}
      label={label}
      hasMore={list.hasNextPage}
      loading={list.isFetchingNextPage}
      onMore={() => void list.fetchNextPage()}
    />
  );
}
