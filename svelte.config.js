// Svelte compiler settings shared by Vite, vitest and svelte-check.
export default {
  compilerOptions: {
    runes: true,
    // The board's tiles, windows and counters take keyboard focus on purpose: focusing one shows what
    // it is and how it works (the same explanation as on hover), for keyboard, touch and screen-reader users.
    warningFilter: (warning) => warning.code !== 'a11y_no_noninteractive_tabindex',
  },
};
