// The cookie banner's consent rules, against a tiny stand-in for document.cookie.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsConsent, saveConsent } from '../../client/src/components/public/cookie-consent';

let jar: Map<string, string>;
let written: string[];

beforeEach(() => {
  jar = new Map();
  written = [];
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split('; ');
      const [k, v] = pair!.split('=');
      if (/Max-Age=0(;|$)/.test(line)) jar.delete(k!);
      else jar.set(k!, v!);
    },
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cookie consent', () => {
  it('asks while the acceptCookies cookie is absent', () => {
    jar.set('weft_token', 'abc');
    expect(needsConsent()).toBe(true);
  });

  it("'Accept' stores acceptCookies=true for 30 days and silences the banner", () => {
    saveConsent('accept');
    expect(written).toEqual(['acceptCookies=true; Max-Age=2592000; Path=/; SameSite=Lax']);
    expect(needsConsent()).toBe(false);
  });

  it("'Maybe later' stores acceptCookies=false for 7 days and silences the banner too", () => {
    saveConsent('later');
    expect(written).toEqual(['acceptCookies=false; Max-Age=604800; Path=/; SameSite=Lax']);
    expect(needsConsent()).toBe(false);
  });
});
