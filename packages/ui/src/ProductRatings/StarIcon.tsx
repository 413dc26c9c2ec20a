import { dataFlag } from '../internal/dataAttributes';

/** One star drawing, `data-active` when highlighted; decorative (the stars' image or radio carries the name). */
export function StarIcon({ active }: { readonly active: boolean }) {
  return (
    <svg
      className="vt-product-ratings__star"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-active={dataFlag(active)}
    >
      <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
    </svg>
  );
}
