// The fields the artwork cards read: any public artwork DTO that carries them will do (the shop
// page's, an artist's, the acquisitions' with their extra line).
import type { ArtworkCard } from '#shared/schemas/catalogue-public';

export type ArtworkCardData = Pick<
  ArtworkCard,
  'id' | 'title' | 'slug' | 'artist_name' | 'price_formatted' | 'availability_label' | 'size' | 'image'
>;
