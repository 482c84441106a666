/** The token of an `Authorization: Bearer …` header; the scheme name is case-insensitive (RFC 9110 §11.1). */
export const bearerToken = (header: string | undefined): string | null => {
  const m = header ? /^bearer[ \t]+(.+)$/i.exec(header) : null;
  return m?.[1]!.trim() || null;
};
