// The site's public origin (https://gallery.example) for canonical URLs and share images: the server's
// PUBLIC_URL, handed to the browser in the page state so both render the same addresses.
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext('');
export const useSiteOrigin = () => useContext(SiteOriginContext);
