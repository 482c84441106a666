// Reading a served page's head the way a crawler does: its JSON-LD blocks and its meta tags. The
// server-rendering tests of every domain check the same two things.

/** Every `<script type="application/ld+json">` block of the page, parsed. */
export const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** The content of `<meta property|name="key">`, or undefined. */
export const metaContent = (text: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(text)?.[1];
