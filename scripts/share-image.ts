// `npx tsx scripts/share-image.ts`: draws the site's default share picture, client/public/share.jpg
// (1200 x 630, what Facebook, LinkedIn and X show for a large card), for pages without a picture of
// their own. Chromium renders it with the site's own fonts and colours, so it looks like the site;
// the file is committed (a static asset), so nothing runs at build or start. Run again when the
// gallery's name or tagline changes (shared/gallery.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEFAULT_SHARE_IMAGE } from '#shared/constants';
import { GALLERY } from '#shared/gallery';

const require = createRequire(import.meta.url);
const font = (pkg: string, file: string) =>
  `data:font/woff2;base64,${fs.readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`)).toString('base64')}`;
const out = path.resolve('client/public', DEFAULT_SHARE_IMAGE.url.slice(1));
const { width, height } = DEFAULT_SHARE_IMAGE;

// The favicon's weave (cream weft, madder warp on ink), grown into the card's right-hand panel.
const html = `<!doctype html><html><head><style>
@font-face { font-family: Cormorant; font-weight: 500; src: url(${font('cormorant-garamond', 'cormorant-garamond-latin-500-normal.woff2')}); }
@font-face { font-family: Inter; font-weight: 500; src: url(${font('inter', 'inter-latin-500-normal.woff2')}); }
html, body { margin: 0; }
.card { width: ${width}px; height: ${height}px; display: grid; grid-template-columns: 1fr 430px; background: #f5f3f0; color: #1f1d1a; font-family: Inter; }
.words { display: flex; flex-direction: column; justify-content: center; padding: 0 88px; }
.mark { display: flex; align-items: baseline; gap: 22px; }
.name { font-family: Cormorant; font-weight: 500; font-size: 168px; line-height: 1; letter-spacing: -0.01em; }
.kind { font-size: 26px; letter-spacing: 0.32em; color: #766853; }
.line { margin-top: 40px; font-size: 30px; line-height: 1.4; color: #2f2a24; }
.place { margin-top: 14px; font-size: 22px; letter-spacing: 0.2em; text-transform: uppercase; color: #766853; }
.weave { background-color: #1f1d1a;
  background-image:
    repeating-linear-gradient(90deg, transparent 0 58px, #b5523b 58px 72px, transparent 72px 86px),
    repeating-linear-gradient(0deg, transparent 0 24px, #e9e2d6 24px 34px); }
</style></head><body><div class="card">
<div class="words">
  <div class="mark"><span class="name">${GALLERY.shortName}</span><span class="kind">GALLERY</span></div>
  <div class="line">${GALLERY.tagline}</div>
  <div class="place">${GALLERY.address.city}</div>
</div>
<div class="weave"></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out, type: 'jpeg', quality: 85 });
  console.log(`Wrote ${path.relative(process.cwd(), out)} (${width} x ${height})`);
} finally {
  await browser.close();
}
