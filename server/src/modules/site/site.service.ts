// The home page's lead in one read: the leading exhibition and the latest news, each asked of its
// own module. Its artworks come from the catalogue's home-page/artworks path, which pages.
import type { ImageDto } from '#shared/schemas/image';
import type { AppDeps } from '#server/deps';
import { reservationPath } from '#server/modules/events/public-show.service';
import { leadingExhibition } from '#server/modules/events/show-links.service';
import { latestNews } from '#server/modules/media/post.service';
import { imageById } from '#server/modules/uploads/images';

export const HOME_NEWS = 3;

export interface HomeDto {
  featured_exhibition: {
    title: string;
    slug: string;
    dates: string | null;
    start_date: string | null;
    end_date: string | null;
    image: ImageDto | null;
    /** where a visitor books: the show's reservation, else one of its events'; null when neither takes them */
    reserve: { path: string; label: string } | null;
  } | null;
  latest_news: { title: string; slug: string; date_published: string }[];
}

export const home = async (deps: AppDeps, now = new Date()): Promise<HomeDto> => {
  const iso = now.toISOString();
  const [exhibition, news] = await Promise.all([
    leadingExhibition(deps, iso.slice(0, 10)),
    latestNews(deps, now, HOME_NEWS),
  ]);
  return {
    featured_exhibition: exhibition
      ? {
          title: exhibition.title,
          slug: exhibition.slug,
          dates: exhibition.dates,
          start_date: exhibition.start_date,
          end_date: exhibition.end_date,
          // The hero is full width: ask for the largest derivative as the fallback src.
          image: await imageById(deps.db, exhibition.home_page_image_id ?? exhibition.header_image_id, 1600),
          reserve: await reservationPath(deps.db, exhibition),
        }
      : null,
    latest_news: news,
  };
};
