// Addresses the media pages share: the landing as every trail's first step, and the loose threads'
// tabs (each type's list is the list page with ?type=, the first type the bare list).
import { LOOSE_THREAD_TYPES, type LooseThreadTypeSlug } from '#shared/loose-threads';
import { listPathOf } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';

/** The first step of every media page's breadcrumb trail: the /media landing. */
export const MEDIA_TRAIL = { name: 'Media', path: SITE_PAGES.media };

export const THREADS_PATH = listPathOf('looseThread');

/** The loose threads' tab of one type: /media/loose-threads?type=on-artists. */
export const threadTypePath = (type: LooseThreadTypeSlug | string) =>
  type === LOOSE_THREAD_TYPES[0].slug ? THREADS_PATH : `${THREADS_PATH}?type=${type}`;
