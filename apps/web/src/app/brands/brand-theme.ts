import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import type { BrandDefinition } from '@app/shared';

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/./g, (c) => c + c) : value;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(
  from: [number, number, number],
  to: [number, number, number],
  amount: number,
): [number, number, number] {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as [number, number, number];
}

/**
 * Ten shades with the brand colour at `primaryShade`: lighter ones mixed with white, darker with
 * black, so Mantine's light/filled/hover variants all stay on-brand.
 */
export function shadesOf(hex: string, primaryShade: number): MantineColorsTuple {
  const base = parseHex(hex);
  const shades = Array.from({ length: 10 }, (_, i) => {
    if (i === primaryShade) return hex.toLowerCase();
    if (i < primaryShade)
      return toHex(mix(base, [255, 255, 255], ((primaryShade - i) / (primaryShade + 1)) * 0.95));
    return toHex(mix(base, [0, 0, 0], ((i - primaryShade) / (10 - primaryShade)) * 0.6));
  });
  return shades as unknown as MantineColorsTuple;
}

export function brandTheme(brand: BrandDefinition): MantineThemeOverride {
  const shade = Math.min(9, Math.max(0, brand.theme.primaryShade)) as
    0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: shade, dark: Math.max(0, shade - 1) as typeof shade },
    colors: {
      brand: shadesOf(brand.theme.primary, shade),
      accent: shadesOf(brand.theme.accent, shade),
    },
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    headings: {
      fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
      fontWeight: '700',
    },
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}

/** Brand colours as CSS custom properties for hand-written CSS (logo, semi-dark navbar). */
export function brandCssVariables(brand: BrandDefinition): CSSVariablesResolver {
  return () => ({
    variables: { '--brand-primary': brand.theme.primary, '--brand-accent': brand.theme.accent },
    light: { '--app-surface': '#f5f6fa', '--app-border': 'var(--mantine-color-gray-3)' },
    dark: {
      '--app-surface': 'var(--mantine-color-dark-8)',
      '--app-border': 'var(--mantine-color-dark-4)',
    },
  });
}
