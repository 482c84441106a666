// /artworks/{slug}/virtual-placement
import { ArtworkFormPage, artworkPrefetch } from './ArtworkFormPage';
import { ArtworkPlacementForm } from './PlacementForm';

export default function ArtworkPlacementPage() {
  return (
    <ArtworkFormPage
      action="See on your wall:"
      step="virtual-placement"
      lead={(a) =>
        `Send us photographs of your room and its measurements: we will place ${a.title} in them, to scale, so you can see it before you decide.`
      }
      form={(a, more) => <ArtworkPlacementForm artwork={a} more={more} />}
    />
  );
}

export const prefetch = artworkPrefetch;
