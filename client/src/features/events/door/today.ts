/** Today as the server counts it (the UTC date, docs/decisions/011): what is "coming" and "past". */
export const todayIso = () => new Date().toISOString().slice(0, 10);
