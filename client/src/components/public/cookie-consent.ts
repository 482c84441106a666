// The cookie banner's rules: it shows only while the consent cookie is absent;
// 'Accept' remembers true for 30 days, 'Maybe later' remembers false for 7 days and asks again then.
import { COOKIE_ACCEPT_DAYS, COOKIE_LATER_DAYS, CONSENT_COOKIE } from '#shared/constants';
import { readCookie, writeCookie } from '#client/lib/cookies';

export type ConsentChoice = 'accept' | 'later';

const DAY_SECONDS = 24 * 60 * 60;

export const consentCookieFor = (choice: ConsentChoice) =>
  choice === 'accept'
    ? { name: CONSENT_COOKIE, value: 'true', maxAgeSeconds: COOKIE_ACCEPT_DAYS * DAY_SECONDS }
    : { name: CONSENT_COOKIE, value: 'false', maxAgeSeconds: COOKIE_LATER_DAYS * DAY_SECONDS };

/** Either answer counts: 'Maybe later' silences the banner too, until its cookie expires. */
export const needsConsent = (): boolean => readCookie(CONSENT_COOKIE) === null;

export const saveConsent = (choice: ConsentChoice) => {
  const { name, value, maxAgeSeconds } = consentCookieFor(choice);
  writeCookie(name, value, maxAgeSeconds);
};
