// The home page's lead in one read: the leading exhibition and the latest news. Its artworks come
// from the catalogue's home-page/artworks path, which pages.
import type { ImageDto } from '#shared/schemas/image';
import type { AppDeps } from '#server/deps';
import { toImageDto } from '#server/lib/image-dto';
import { leadingExhibition } from '../events/public-show.service';
import * as repo from './site.repository';

export const HOME_NEWS = 3;

export interface HomeDto {
  featured_exhibition: {
    title: string;
    slug: string;
    dates: string | null;
    start_date: string | null;
    end_date: string | null;
    image: ImageDto | null;
  } | null;
  latest_news: { title: string; slug: string; date_published: string }[];
}

const imageOf = async (deps: AppDeps, id: number | null, preferWidth: number) => {
  if (id === null) return null;
  const file = await repo.findFile(deps.db, id);
  return file ? toImageDto(file, preferWidth) : null;
};

export const home = async (deps: AppDeps, now = new Date()): Promise<HomeDto> => {
  const iso = now.toISOString();
  const [exhibition, news] = await Promise.all([
    leadingExhibition(deps, iso.slice(0, 10)),
    repo.listLatestNews(deps.db, iso, HOME_NEWS),
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
          image: await imageOf(deps, exhibition.home_page_image_id ?? exhibition.header_image_id, 1600),
        }
      : null,
    latest_news: news.map((n) => ({ title: n.title, slug: n.slug, date_published: n.date_published ?? '' })),
  };
};
