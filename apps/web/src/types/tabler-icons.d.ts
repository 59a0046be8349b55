// Per-icon entry points keep the bundle small and dev reloads fast; the package types only its barrel.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { Icon } from '@tabler/icons-react';
  const icon: Icon;
  export default icon;
}
