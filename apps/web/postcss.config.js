import mantinePreset from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

// Same breakpoints as Mantine's theme so `$mantine-breakpoint-*` works in CSS files.
export default {
  plugins: [
    mantinePreset(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
  ],
};
