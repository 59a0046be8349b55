/** A catalog's shape: the same keys as `T`, any text (every language of a catalog has it). */
export type CatalogShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]> };

/** A language that differs from another in some texts only (pt from pt-BR): those texts. */
export type CatalogOverrides<T> = {
  [K in keyof T]?: T[K] extends string ? string : CatalogOverrides<T[K]>;
};

/** `base` with `overrides` laid over it, key by key (neither is changed). */
export function withOverrides<T extends object>(base: T, overrides: CatalogOverrides<T>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
    const current = out[key];
    out[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current
        ? withOverrides(current, value)
        : value;
  }
  return out as T;
}
