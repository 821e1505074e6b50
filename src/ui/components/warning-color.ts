/**
 * The colour of a warning's text: an orange dark enough on white for 4.5:1 (Mantine's orange 9 gives about 4:1), and
 * a light orange on the dark scheme.
 */
export const WARNING_TEXT_COLOR = 'light-dark(#a23b05, var(--mantine-color-orange-3))';
