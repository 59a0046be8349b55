import { BRANDS } from '@app/shared';
import type { BrandId } from '@app/shared';
import classes from './brand-logo.module.css';

interface BrandLogoProps {
  brand: BrandId;
  /** `mark` draws only the symbol (collapsed menu, small screens). */
  variant?: 'full' | 'mark';
  height?: number;
}

// Wordmark text uses currentColor so it reads on light and dark skins; the mark keeps brand colours.
function LsTraderMark() {
  return (
    <g>
      <rect width="40" height="40" rx="10" fill="#1c7ed6" />
      <rect x="8" y="17" width="5" height="12" rx="1.5" fill="#fff" opacity="0.55" />
      <rect x="17.5" y="12" width="5" height="14" rx="1.5" fill="#fff" opacity="0.8" />
      <path
        d="M7 31 L16 22 L23 26 L33 12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="33" cy="12" r="3.2" fill="#37b24d" stroke="#fff" strokeWidth="1.5" />
    </g>
  );
}

function LsGlobalMark() {
  return (
    <g>
      <rect width="40" height="40" rx="20" fill="#5f3dc4" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="#fff" strokeWidth="2.4" />
      <ellipse cx="20" cy="20" rx="4.8" ry="11" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M9.5 16.5 H30.5 M9.5 23.5 H30.5" stroke="#fff" strokeWidth="2" />
      <circle cx="31" cy="9" r="4" fill="#f59f00" stroke="#fff" strokeWidth="1.5" />
    </g>
  );
}

function LibertaMark() {
  return (
    <g>
      <rect width="40" height="40" rx="12" fill="#f08c00" />
      <path
        d="M12 9 V29 H28"
        fill="none"
        stroke="#fff"
        strokeWidth="4.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M19 22 L30 11 M23 11 H30 V18"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

const MARKS: Record<BrandId, () => React.JSX.Element> = {
  brazilian: LsTraderMark,
  global: LsGlobalMark,
  liberta: LibertaMark,
};

/**
 * The brand's name beside the mark, as HTML text: it takes the width its font needs, so no font
 * (Inter, the system's fallback, a zoomed page) can cut it the way text in a fixed-width SVG
 * viewBox was cut ("LS Tradeı").
 */
function Wordmark({ brand }: { brand: BrandId }) {
  switch (brand) {
    case 'brazilian':
      return (
        <>
          <span className={classes.accent} style={{ color: '#1971c2' }}>
            LS
          </span>{' '}
          Trader
        </>
      );
    case 'global':
      return (
        <>
          <span className={classes.accent} style={{ color: '#7048e8' }}>
            LS
          </span>{' '}
          Global
        </>
      );
    case 'liberta':
      return (
        <>
          liberta<span style={{ color: '#f08c00' }}>.</span>
        </>
      );
  }
}

/** The brand's logo with an accessible name equal to the brand name. */
export function BrandLogo({ brand, variant = 'full', height = 32 }: BrandLogoProps) {
  const Mark = MARKS[brand];
  const name = BRANDS[brand].name;
  return (
    <span
      role="img"
      aria-label={name}
      data-testid="brand-logo"
      data-brand={brand}
      className={classes.logo}
      style={{ height, gap: height * 0.3, fontSize: height * 0.62 }}
    >
      <svg aria-hidden viewBox="0 0 40 40" height={height} width={height} className={classes.mark}>
        <Mark />
      </svg>
      {variant === 'full' && (
        <span aria-hidden className={classes.wordmark} data-brand={brand}>
          <Wordmark brand={brand} />
        </span>
      )}
    </span>
  );
}
