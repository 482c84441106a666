/** The :id of a show's own screen, or undefined when it is not a positive whole number. */
export const positiveId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
