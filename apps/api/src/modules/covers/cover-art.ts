import { COVER_KIND_VALUES } from '@app/shared';
import type { BrandId, CoverKind } from '@app/shared';

/**
 * Title cards drawn as SVG: the demo's covers (and any content without a picture that staff point
 * at them). The art is a motif that says what the content is about (candles, a chart, a book, a
 * route…), the kind and the title, in the colours of the brand that asks (`GET
 * /api/cover-art/...`), so one demo catalogue looks native in LS Trader, LS Global and Liberta.
 */
export const COVER_KINDS = COVER_KIND_VALUES;
export type { CoverKind };
export const COVER_MOTIFS = [
  'candles',
  'chart',
  'book',
  'route',
  'mic',
  'broadcast',
  'shield',
  'globe',
  'crown',
] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];

const KIND_LABEL: Record<CoverKind, string> = {
  course: 'Curso',
  ebook: 'E-book',
  trail: 'Trilha',
  product: 'Loja',
  program: 'Programa',
  podcast: 'Podcast',
  advisor: 'Assessor',
  investment: 'Investir',
};

/** What each motif shows, for the alt text. */
export const MOTIF_DESCRIPTION: Record<CoverMotif, string> = {
  candles: 'gráfico de candles',
  chart: 'gráfico de linha em alta',
  book: 'livro aberto',
  route: 'caminho com etapas até a bandeira',
  mic: 'microfone com ondas de som',
  broadcast: 'sinal de transmissão ao vivo',
  shield: 'escudo de proteção',
  globe: 'globo com meridianos',
  crown: 'coroa',
};

interface Palette {
  from: string;
  to: string;
  accent: string;
  up: string;
  down: string;
}

const PALETTES: Record<BrandId, Palette> = {
  brazilian: { from: '#0b2e6b', to: '#1c7ed6', accent: '#69db7c', up: '#8ce99a', down: '#ffa8a8' },
  global: { from: '#24125c', to: '#6741d9', accent: '#fcc419', up: '#b2f2bb', down: '#ffc9c9' },
  liberta: { from: '#141414', to: '#c2410c', accent: '#f08c00', up: '#ffd8a8', down: '#ffa8a8' },
};

/** A stable small number from the title, so each cover's candles and lines are its own. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The title in at most three lines of about `width` characters. */
export function titleLines(title: string, width = 18, max = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.replace(/[\s,;:.-]+$/, '')}…`;
  return kept;
}

function motif(kind: CoverMotif, p: Palette, seed: number): string {
  const rand = (i: number) => ((seed >>> (i % 24)) ^ (seed * (i + 7))) % 97;
  switch (kind) {
    case 'candles': {
      let y = 360;
      const bars: string[] = [];
      for (let i = 0; i < 8; i++) {
        const move = ((rand(i) % 9) - 3) * 14;
        const open = y;
        const close = Math.max(140, Math.min(520, y - move));
        const top = Math.min(open, close) - 30 - (rand(i + 3) % 40);
        const bottom = Math.max(open, close) + 25 + (rand(i + 5) % 35);
        const x = 40 + i * 64;
        const colour = close < open ? p.up : p.down;
        bars.push(
          `<line x1="${x + 18}" y1="${top}" x2="${x + 18}" y2="${bottom}" stroke="${colour}" stroke-width="4"/>` +
            `<rect x="${x}" y="${Math.min(open, close)}" width="36" height="${Math.max(12, Math.abs(close - open))}" rx="4" fill="${colour}"/>`,
        );
        y = close;
      }
      return `<g opacity="0.92">${bars.join('')}</g>`;
    }
    case 'chart': {
      const points: string[] = [];
      for (let i = 0; i <= 10; i++)
        points.push(`${20 + i * 52},${470 - i * 30 - ((rand(i) % 7) - 3) * 18}`);
      return (
        `<polygon points="20,540 ${points.join(' ')} 540,540" fill="${p.accent}" opacity="0.25"/>` +
        `<polyline points="${points.join(' ')}" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>` +
        `<circle cx="540" cy="${points.at(-1)!.split(',')[1]}" r="16" fill="#fff"/>`
      );
    }
    case 'book':
      return (
        `<path d="M280 150 C220 110 110 110 60 130 V470 C110 450 220 450 280 490 Z" fill="#fff" opacity="0.9"/>` +
        `<path d="M280 150 C340 110 450 110 500 130 V470 C450 450 340 450 280 490 Z" fill="#fff" opacity="0.75"/>` +
        [190, 240, 290, 340]
          .map(
            (y) =>
              `<path d="M100 ${y} C150 ${y - 15} 210 ${y - 12} 250 ${y + 5}" stroke="${p.from}" stroke-width="8" fill="none" opacity="0.5"/>` +
              `<path d="M310 ${y + 5} C350 ${y - 12} 410 ${y - 15} 460 ${y}" stroke="${p.from}" stroke-width="8" fill="none" opacity="0.35"/>`,
          )
          .join('') +
        `<polyline points="330,380 370,330 410,350 460,280" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`
      );
    case 'route':
      return (
        `<path d="M60 500 C200 500 140 330 280 330 S400 160 500 150" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="4 26" stroke-linecap="round"/>` +
        [
          [60, 500],
          [280, 330],
        ]
          .map(
            ([x, y]) =>
              `<circle cx="${x}" cy="${y}" r="30" fill="${p.accent}"/><circle cx="${x}" cy="${y}" r="12" fill="${p.from}"/>`,
          )
          .join('') +
        `<line x1="500" y1="160" x2="500" y2="60" stroke="#fff" stroke-width="10"/>` +
        `<path d="M500 62 L580 86 L500 112 Z" fill="${p.accent}"/>`
      );
    case 'mic':
      return (
        `<rect x="220" y="100" width="140" height="250" rx="70" fill="#fff" opacity="0.92"/>` +
        `<path d="M170 290 C170 410 410 410 410 290" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
        `<line x1="290" y1="400" x2="290" y2="480" stroke="#fff" stroke-width="14"/>` +
        `<line x1="220" y1="485" x2="360" y2="485" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
        [1, 2, 3]
          .map(
            (i) =>
              `<path d="M${440 + i * 30} ${240 - i * 35} C${470 + i * 40} ${270} ${470 + i * 40} ${300} ${440 + i * 30} ${330 + i * 35}" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" opacity="${1 - i * 0.2}"/>`,
          )
          .join('')
      );
    case 'broadcast':
      return (
        `<circle cx="290" cy="300" r="40" fill="${p.accent}"/>` +
        [110, 180, 250]
          .map(
            (r, i) =>
              `<path d="M${290 - r * 0.8} ${300 - r * 0.6} A${r} ${r} 0 0 1 ${290 + r * 0.8} ${300 - r * 0.6}" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="${1 - i * 0.25}"/>` +
              `<path d="M${290 - r * 0.8} ${300 + r * 0.6} A${r} ${r} 0 0 0 ${290 + r * 0.8} ${300 + r * 0.6}" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="${0.6 - i * 0.15}"/>`,
          )
          .join('')
      );
    case 'shield':
      return (
        `<path d="M290 90 L480 160 V300 C480 420 380 490 290 520 C200 490 100 420 100 300 V160 Z" fill="#fff" opacity="0.9"/>` +
        `<polyline points="200,310 270,380 400,230" fill="none" stroke="${p.from}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    case 'globe':
      return (
        `<circle cx="290" cy="300" r="200" fill="none" stroke="#fff" stroke-width="12"/>` +
        `<ellipse cx="290" cy="300" rx="85" ry="200" fill="none" stroke="#fff" stroke-width="10" opacity="0.8"/>` +
        `<path d="M100 240 H480 M100 360 H480" stroke="#fff" stroke-width="10" opacity="0.8"/>` +
        `<circle cx="450" cy="140" r="36" fill="${p.accent}"/>`
      );
    case 'crown':
      return (
        `<path d="M100 420 L130 190 L220 300 L290 150 L360 300 L450 190 L480 420 Z" fill="${p.accent}"/>` +
        `<rect x="100" y="440" width="380" height="44" rx="10" fill="#fff" opacity="0.9"/>` +
        [130, 290, 450]
          .map((x, i) => `<circle cx="${x}" cy="${[190, 150, 190][i]}" r="22" fill="#fff"/>`)
          .join('')
      );
  }
}

/** An e-book's cover is a book's: 800 × 1200 (2:3), motif on top, title below. */
function portraitArt(
  design: { kind: CoverKind; motif: CoverMotif; title: string },
  p: Palette,
  seed: number,
  font: string,
): string {
  const lines = titleLines(design.title, 14, 4);
  const label = KIND_LABEL[design.kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1200" width="800" height="1200" role="img" aria-label="${xml(`${label}: ${design.title}`)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></linearGradient></defs>
<rect width="800" height="1200" fill="url(#bg)"/>
<rect x="0" y="0" width="28" height="1200" fill="#000" opacity="0.18"/>
<rect x="80" y="80" width="${label.length * 19 + 48}" height="52" rx="26" fill="${p.accent}"/>
<text x="104" y="115" font-family="${font}" font-size="28" font-weight="800" letter-spacing="2" fill="${p.from}">${xml(label.toUpperCase())}</text>
<g transform="translate(110 170)">${motif(design.motif, p, seed)}</g>
${lines.map((line, i) => `<text x="80" y="${860 + i * 80}" font-family="${font}" font-size="70" font-weight="800" fill="#fff">${xml(line)}</text>`).join('\n')}
</svg>`;
}

/**
 * The SVG of a cover: 1280 × 720, motif on the right, kind and title on the left; an e-book's is
 * portrait (portraitArt).
 */
export function coverArt(
  design: { kind: CoverKind; motif: CoverMotif; title: string },
  brand: BrandId,
): string {
  const p = PALETTES[brand];
  const seed = seedOf(design.title);
  const font = "Inter, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif";
  if (design.kind === 'ebook') return portraitArt(design, p, seed, font);
  const lines = titleLines(design.title);
  // Cards crop a cover to as wide as 2.4:1: the pill and the title stay in the middle band.
  const titleY = 560 - (lines.length - 1) * 78;
  const grid = Array.from({ length: 9 }, (_, i) => `M0 ${i * 80} H1280`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${xml(`${KIND_LABEL[design.kind]}: ${design.title}`)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.from}" stop-opacity="0.85"/><stop offset="0.6" stop-color="${p.from}" stop-opacity="0"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#bg)"/>
<path d="${grid}" stroke="#fff" stroke-opacity="0.07" stroke-width="2"/>
<g transform="translate(660 60)">${motif(design.motif, p, seed)}</g>
<rect width="1280" height="720" fill="url(#fade)"/>
<rect x="72" y="112" width="${KIND_LABEL[design.kind].length * 19 + 48}" height="52" rx="26" fill="${p.accent}"/>
<text x="96" y="147" font-family="${font}" font-size="28" font-weight="800" letter-spacing="2" fill="${p.from}">${xml(KIND_LABEL[design.kind].toUpperCase())}</text>
${lines.map((line, i) => `<text x="72" y="${titleY + i * 78}" font-family="${font}" font-size="68" font-weight="800" fill="#fff">${xml(line)}</text>`).join('\n')}
</svg>`;
}

/** The motif that fits a title best, else the kind's own. */
export function motifFor(kind: CoverKind, title: string): CoverMotif {
  const t = title.toLowerCase();
  if (kind === 'podcast') return 'mic';
  if (/op[çc][õo]es|prote[çc]|hedge|risco/.test(t)) return 'shield';
  if (/global|internac|d[óo]lar|exterior/.test(t)) return 'globe';
  if (/premium|assinatura|vip|plano/.test(t)) return 'crown';
  if (/ao vivo|abertura|mercado|live|sala/.test(t) || kind === 'program') return 'broadcast';
  if (/day ?trade|candle|price action|scalp/.test(t)) return 'candles';
  if (/an[áa]lise|gr[áa]fic|t[ée]cnica|tend[êe]ncia|swing/.test(t)) return 'chart';
  if (kind === 'ebook') return 'book';
  if (kind === 'trail') return 'route';
  return 'candles';
}

/** The address of a title card, and its alt text. */
export function coverArtFor(
  kind: CoverKind,
  title: string,
  chosen?: CoverMotif,
): { url: string; alt: string } {
  const m = chosen ?? motifFor(kind, title);
  return {
    url: `/api/cover-art/${kind}/${m}.svg?title=${encodeURIComponent(title)}`,
    alt: `Capa: ${MOTIF_DESCRIPTION[m]} com o título “${title}”`,
  };
}
