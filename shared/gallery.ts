// The gallery's identity: the one place its name, address and links live.
export const GALLERY = {
  name: 'Weft Gallery',
  shortName: 'Weft',
  tagline: 'Fine art and textile art',
  address: { street: '214 Mercer Street', city: 'New York', region: 'NY', postcode: '10012', country: 'United States' },
  phone: '(212) 555-0148',
  phoneHref: 'tel:+12125550148',
  email: 'hello@weftgallery.com',
  hours: 'Tuesday to Saturday, 11am to 6pm, and by appointment',
  /** how soon staff answer a visitor's form, as the confirmation email promises it */
  answersWithin: 'two working days',
  /** RSVP times are the gallery's wall-clock times */
  timeZone: 'America/New_York',
  shopUrl: 'https://shop.weftgallery.com',
  social: {
    instagram: 'https://www.instagram.com/weftgallery',
    facebook: 'https://www.facebook.com/weftgallery',
  },
} as const;

export const galleryAddressLine = () =>
  `${GALLERY.address.street}, ${GALLERY.address.city}, ${GALLERY.address.region} ${GALLERY.address.postcode}`;
