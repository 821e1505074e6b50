// The tooltip's code (Mantine's Tooltip and its positioning), fetched by `HintTooltip` on the first hover.
export { Tooltip } from '@mantine/core';
