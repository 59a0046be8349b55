/**
 * Spec section 8: invalid stored JSON gives null instead of throwing. null, undefined and '' give
 * null too. The result is not checked against T: validate it (with a zod schema) when it comes
 * from a place the user or another version of the app can write to.
 */
export function safeJsonParse<T = unknown>(text: string | null | undefined): T | null {
  if (text === null || text === undefined || text === '') return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
