// The password policy (docs/decisions/013-password-policy.md): the spec's composition rule (zod,
// shared with the forms) and, here on the server only, a refusal of guessable passwords: zxcvbn-ts
// with its common-password and word lists, so `password1!` or `qwerty12#` are refused even though
// they have a digit and a special character.
import type { zxcvbn as zxcvbnType } from '@zxcvbn-ts/core';
import { GALLERY } from '#shared/gallery';
import { fieldError } from '#server/lib/errors';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose a longer one, for example a few unrelated words.';

/** zxcvbn score 2 means "somewhat guessable": at least a million guesses. */
const MIN_SCORE = 2;

type Zxcvbn = typeof zxcvbnType;
let loaded: Promise<Zxcvbn> | undefined;

/** The dictionaries weigh a few megabytes: load them on the first password set, not at start. */
const checker = () =>
  (loaded ??= (async () => {
    const [{ zxcvbn, zxcvbnOptions }, common] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    zxcvbnOptions.setOptions({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return zxcvbn;
  })());

/** True when the password is too easy to guess, counting the person's own email and name. */
export const isGuessable = async (password: string, personal: readonly string[] = []) => {
  const zxcvbn = await checker();
  const inputs = [...personal.filter(Boolean), GALLERY.name, 'weft', 'gallery', 'admin'];
  return zxcvbn(password, inputs).score < MIN_SCORE;
};

/** Refuses a guessable new password with a 422 under `field`. */
export const assertNotGuessable = async (password: string, personal: readonly string[] = [], field = 'password') => {
  if (await isGuessable(password, personal)) throw fieldError(field, COMMON_PASSWORD_MESSAGE);
};
