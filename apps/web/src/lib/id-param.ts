// Route and query parameters that name a record: read as a positive integer, anything else as absent.
export const idParam = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
