// A private viewing room is reached by its address alone, so the address carries a random part
// that nobody can guess from the title: 13 base32 characters (65 bits), with at least one digit so
// that a long word typed by staff is not mistaken for one.

export const RANDOM_PART_LENGTH = 13;
const RANDOM_PART = new RegExp(`-(?=[a-z2-7]*[2-7])[a-z2-7]{${RANDOM_PART_LENGTH},}$`);

/** Whether a room's slug ends with an unguessable random part ('…-k3f9q2m7x4b5d'). */
export const hasRandomPart = (slug: string) => RANDOM_PART.test(slug);
