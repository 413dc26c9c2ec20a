import type { ReactElement } from 'react';

const icon = (path: string): ReactElement => (
  <svg
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 24 24"
    width="24"
    height="24"
    className="vt-fixed-actions__icon"
  >
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** The decorative icons of the fixed actions (their buttons are named by text). */
export const fixedActionIcons = {
  backToTop: icon('M12 19V5M5 12l7-7 7 7'),
  search: icon('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.35-4.35'),
  customer: icon('M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'),
  cart: icon(
    'M6 6h15l-1.5 9h-12zM6 6L5 3H2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  ),
};
