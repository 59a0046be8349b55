import { createTheme } from '@mantine/core';
import { i18n } from '../../i18n/i18n.ts';
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

type Rgb = [number, number, number];

/** WCAG relative luminance. */
function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour, darkened on a light background (lightened on a dark one) just enough for text in it
 * to read there: WCAG AA (4.5:1) with a little margin. Brand colours such as Liberta's orange or
 * LS Trader's blue are too light for small text on white as they are.
 */
export function readableOn(hex: string, background: string, target = 4.7): string {
  const base = parseHex(hex);
  const towards: Rgb = luminance(parseHex(background)) > 0.4 ? [0, 0, 0] : [255, 255, 255];
  for (let amount = 0; amount <= 1; amount += 0.04) {
    const candidate = toHex(mix(base, towards, amount));
    if (contrast(candidate, background) >= target) return candidate;
  }
  return toHex(towards);
}

/** A filled surface in the brand colour and the text on it, both readable (AA). */
function filled(hex: string): { fill: string; text: string } {
  if (contrast(hex, '#ffffff') >= 4.6) return { fill: hex, text: '#ffffff' };
  if (contrast(hex, '#000000') >= 7) return { fill: hex, text: '#000000' };
  return { fill: readableOn(hex, '#ffffff'), text: '#ffffff' };
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

/** Close-button props whose accessible name is the text of `key` in the language of the moment. */
function closeButtonNamed(key: 'app.close' | 'app.closeNotification'): Record<string, string> {
  return {
    get 'aria-label'() {
      return i18n.t(key);
    },
  };
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
    // Filled buttons and badges of any colour take black or white text, whichever reads.
    autoContrast: true,
    components: {
      // Toasts' and dialogs' close buttons are icons: they need a name, read when the button is
      // drawn (a getter: the theme is made once per brand, the language can change after).
      // Plain objects, what `Notification.extend` returns: naming the components would bring
      // them, with their close buttons, into every first load. A dialog that sets its own
      // `closeButtonProps` replaces this one, name included.
      Notification: {
        defaultProps: { closeButtonProps: closeButtonNamed('app.closeNotification') },
      },
      Modal: {
        defaultProps: { closeButtonProps: closeButtonNamed('app.close') },
      },
      // The previous/next page controls are arrows: they need a name too (read when drawn, so
      // in the language picked then).
      Pagination: {
        defaultProps: {
          getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
            'aria-label': i18n.t(`app.pagination.${control}`),
          }),
        },
      },
    },
  });
}

/** Brand colours as CSS custom properties for hand-written CSS (logo, semi-dark navbar). */
export function brandCssVariables(brand: BrandDefinition): CSSVariablesResolver {
  const { primary } = brand.theme;
  const shade = Math.min(9, Math.max(0, brand.theme.primaryShade));
  const light = filled(primary);
  const dark = filled(shadesOf(primary, shade)[Math.max(0, shade - 1)]!);
  // Text in the brand colour (links, c="brand", light variants) and grey text meet WCAG AA on
  // the app's surfaces; filled buttons and badges get the text colour that reads on them.
  const lightText = readableOn(primary, '#f5f6fa');
  const darkText = readableOn(primary, '#2e2e2e');
  const lightTint = toHex(mix(parseHex(primary), [255, 255, 255], 0.6));
  return () => ({
    variables: { '--brand-primary': primary, '--brand-accent': brand.theme.accent },
    light: {
      '--app-surface': '#f5f6fa',
      '--app-border': 'var(--mantine-color-gray-3)',
      '--mantine-color-dimmed': '#5c636a',
      '--mantine-color-anchor': lightText,
      '--mantine-color-brand-text': lightText,
      // Light variants sit on a tint of the colour itself.
      '--mantine-color-brand-light-color': readableOn(primary, lightTint),
      '--mantine-primary-color-light-color': readableOn(primary, lightTint),
      '--mantine-color-green-text': '#237032',
      '--mantine-color-red-text': '#c92a2a',
      '--mantine-color-red-filled': '#c92a2a',
      '--mantine-color-red-filled-hover': '#a51d1d',
      // Field errors and red outlines (a destructive action's button) in the same readable red.
      '--mantine-color-error': '#c92a2a',
      '--mantine-color-red-outline': '#c92a2a',
      '--mantine-color-gray-filled': '#5c636a',
      '--mantine-color-teal-text': '#0b6e58',
      '--mantine-primary-color-filled': light.fill,
      '--mantine-color-brand-filled': light.fill,
      '--mantine-primary-color-contrast': light.text,
      '--mantine-color-yellow-light-color': '#8f4a00',
      '--mantine-color-orange-light-color': '#a3480a',
      '--mantine-color-green-light-color': '#22722f',
      '--mantine-color-teal-light-color': '#0b6e58',
      '--mantine-color-red-light-color': '#b02525',
      '--mantine-color-gray-light-color': '#495057',
    },
    dark: {
      '--app-surface': 'var(--mantine-color-dark-8)',
      '--app-border': 'var(--mantine-color-dark-4)',
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-red-filled': '#c92a2a',
      '--mantine-color-anchor': darkText,
      '--mantine-color-brand-text': darkText,
      '--mantine-primary-color-filled': dark.fill,
      '--mantine-color-brand-filled': dark.fill,
      '--mantine-primary-color-contrast': dark.text,
    },
  });
}
