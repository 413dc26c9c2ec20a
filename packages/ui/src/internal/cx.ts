/** Joins class names, skipping empty ones: `cx('vt-card', isOpen && 'vt-card--open', className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
