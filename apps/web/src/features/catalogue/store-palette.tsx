import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { storeColorsQuery } from './store-api.ts';
import type { StoreColor } from './store-api.ts';
import classes from './store.module.css';

type Rgb = [number, number, number];

function rgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const darken = (c: Rgb, amount: number): Rgb => c.map((v) => v * (1 - amount)) as Rgb;
const alpha = (c: Rgb, a: number) => `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${a})`;

/** WCAG relative luminance: which of black or white text reads on a colour. */
function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21); null when one is not `#RRGGBB`. */
export function contrastRatio(a: string, b: string): number | null {
  const x = rgb(a);
  const y = rgb(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever contrasts more with the colour (white when it is unreadable). */
export function readableTextOn(color: string): '#000000' | '#ffffff' {
  const c = rgb(color);
  if (!c) return '#ffffff';
  const l = luminance(c);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/**
 * The palette as CSS custom properties: `--store-*` for the store's own CSS, and Mantine's
 * primary-colour variables re-pointed inside the store, so buttons, badges and links take the
 * palette too. Without a palette nothing is set and everything falls back to the brand theme.
 */
export function storePaletteVariables(palette: StoreColor | null | undefined): CSSProperties {
  if (!palette) return {};
  const primary = rgb(palette.primary_color);
  const secondary = rgb(palette.secondary_color);
  const vars: Record<string, string> = {
    '--store-bg': palette.background_color,
    '--store-text': palette.text_color,
  };
  if (primary) {
    // A filled button must read: white text when it reads (AA), black on light colours such as
    // orange, else the colour is darkened until white does.
    let fill = primary;
    while (contrastRatio(hex(fill), '#ffffff')! < 4.6 && contrastRatio(hex(fill), '#000000')! < 7)
      fill = darken(fill, 0.05);
    const onFill = contrastRatio(hex(fill), '#ffffff')! >= 4.6 ? '#ffffff' : '#000000';
    Object.assign(vars, {
      '--store-primary': palette.primary_color,
      '--store-primary-contrast': onFill,
      '--mantine-primary-color-filled': hex(fill),
      '--mantine-primary-color-filled-hover': hex(darken(primary, 0.12)),
      '--mantine-primary-color-light': alpha(primary, 0.14),
      '--mantine-primary-color-light-hover': alpha(primary, 0.22),
      '--mantine-primary-color-light-color': palette.primary_color,
      '--mantine-primary-color-contrast': onFill,
    });
  }
  if (secondary) {
    Object.assign(vars, {
      '--store-secondary': palette.secondary_color,
      '--store-secondary-contrast': readableTextOn(palette.secondary_color),
    });
  }
  return vars;
}

/** Wraps a store page in the brand's active store palette (or the brand theme without one). */
export function StorePalette({
  children,
  palette: given,
}: {
  children: ReactNode;
  /** A palette to show instead of the active one (the staff preview). */
  palette?: StoreColor | null;
}) {
  const colors = useQuery({ ...storeColorsQuery, enabled: given === undefined });
  const palette = given === undefined ? colors.data?.[0] : given;
  return (
    <div
      className={classes.palette}
      style={storePaletteVariables(palette)}
      data-palette={palette ? palette.name : undefined}
      data-testid="store-palette"
    >
      {children}
    </div>
  );
}
