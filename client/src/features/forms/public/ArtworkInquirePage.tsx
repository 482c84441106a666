// /artworks/{slug}/inquire
import { ArtworkFormPage, artworkPrefetch } from './ArtworkFormPage';
import { InquiryForm } from './InquiryForm';

export default function ArtworkInquirePage() {
  return (
    <ArtworkFormPage
      action="Inquire about"
      step="inquire"
      lead={(a) => `Ask about availability, the price, shipping or a visit to see ${a.title} in person.`}
      form={(a, more) => <InquiryForm artwork={a} more={more} />}
    />
  );
}

export const prefetch = artworkPrefetch;
