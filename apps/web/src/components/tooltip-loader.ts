// Mantine's Tooltip in a module of its own, so `LazyTooltip` can load it (and floating-ui) as a
// chunk: a lazy import of '@mantine/core' itself would take the whole library.
export { Tooltip } from '@mantine/core';
