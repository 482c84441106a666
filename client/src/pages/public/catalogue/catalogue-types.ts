// The fields these pages read from the public catalogue DTOs (shared/schemas/catalogue-public.ts).
// Kept structural, so the cards take any DTO that carries them (shop page, artist, acquisitions).
import type { ImageDto } from '../../../../../shared/schemas/image';

export interface ArtworkCardData {
  id: number;
  title: string;
  slug: string;
  artist_name: string;
  price_formatted: string | null;
  availability_label: string | null;
  size: string | null;
  image: ImageDto | null;
}

export interface FilterItem {
  id: number | string;
  val: string;
  selected: boolean;
}

export interface FilterGroup {
  key: string;
  title: string;
  items: FilterItem[];
}
