// The gallery's one email layout: its name on top, a heading, the gallery's own words, a table of
// facts (show, date, time, guests, address), buttons, and the gallery's footer. Each email is HTML
// with a plain-text part that says the same. Every value is escaped; links are the gallery's own.
import { GALLERY, galleryAddressLine } from '#shared/gallery';

export interface EmailContent {
  /** the subject line, also the HTML title */
  subject: string;
  heading: string;
  /** paragraphs in the gallery's words, before the facts */
  intro: string[];
  /** label and value rows: "When", "Thursday, December 3 at 5:30pm" */
  facts?: [string, string][];
  /** buttons (HTML) and labelled links (text), in order of importance */
  actions?: { label: string; href: string }[];
  /** paragraphs after the actions */
  outro?: string[];
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const INK = '#2b2622';
const MUTED = '#6b625a';
const FONT = "font-family:Georgia,'Times New Roman',serif;";

const footerLines = () => [GALLERY.name, galleryAddressLine(), `${GALLERY.phone} · ${GALLERY.email}`];

const textOf = (c: EmailContent) =>
  [
    c.heading,
    '',
    ...c.intro.flatMap((p) => [p, '']),
    ...(c.facts?.length ? [...c.facts.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(c.actions ?? []).flatMap((a) => [`${a.label}:`, a.href, '']),
    ...(c.outro ?? []).flatMap((p) => [p, '']),
    '--',
    ...footerLines(),
  ].join('\n');

const paragraph = (p: string) =>
  `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;color:${INK}">${esc(p)}</p>`;

const htmlOf = (c: EmailContent) => {
  const facts = c.facts?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border-collapse:collapse">${c.facts
        .map(
          ([k, v]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;${FONT}font-size:14px;font-weight:normal;color:${MUTED}">${esc(k)}</th><td style="padding:4px 0;${FONT}font-size:16px;color:${INK}">${esc(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const actions = (c.actions ?? [])
    .map(
      (a, i) =>
        `<a href="${esc(a.href)}" style="display:inline-block;margin:0 8px 12px 0;padding:10px 16px;border:1px solid ${INK};border-radius:2px;${FONT}font-size:15px;text-decoration:none;${i === 0 ? `background:${INK};color:#ffffff` : `color:${INK}`}">${esc(a.label)}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ee">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e4ddd3">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e4ddd3;${FONT}font-size:20px;letter-spacing:0.04em;color:${INK}">${esc(GALLERY.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;${FONT}font-size:24px;font-weight:normal;line-height:1.3;color:${INK}">${esc(c.heading)}</h1>
${c.intro.map(paragraph).join('\n')}
${facts}
${actions ? `<div style="margin:0 0 12px">${actions}</div>` : ''}
${(c.outro ?? []).map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e4ddd3;${FONT}font-size:13px;line-height:1.5;color:${MUTED}">${footerLines().map(esc).join('<br>')}</td></tr>
</table></td></tr></table>
</body></html>`;
};

/** The email's subject, text and HTML, ready for queueMail. */
export const renderEmail = (c: EmailContent) => ({ subject: c.subject, text: textOf(c), html: htmlOf(c) });
