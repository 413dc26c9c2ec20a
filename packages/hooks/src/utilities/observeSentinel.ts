import { browserWindow } from './browserWindow';

/** Where `observeSentinel` looks from: a scroll container (`null` for the viewport) and its margin. */
export interface SentinelOptions {
  /** The scrolling ancestor, `null` or `undefined` for the viewport. */
  root?: Element | null | undefined;
  /** How far beyond the root's edge the sentinel counts as visible, CSS margin syntax (`'0px 0px 400px'`). */
  rootMargin?: string | undefined;
}

/** A watched sentinel: whether it is visible now, and how to stop watching. */
export interface SentinelObservation {
  /** Whether the sentinel is within the root (plus margin), as last observed or measured now. */
  isVisible(): boolean;
  /** Stops watching and removes every listener. */
  disconnect(): void;
}

/** The bottom margin of a CSS margin shorthand, in px; percentages are of the root's height. */
function bottomMarginPx(rootMargin: string, rootHeight: number): number {
  const parts = rootMargin.trim().split(/\s+/);
  const bottom = parts[2] ?? parts[0] ?? '0px';
  const value = Number.parseFloat(bottom);
  if (!Number.isFinite(value)) return 0;
  return bottom.endsWith('%') ? (value / 100) * rootHeight : value;
}

/**
 * Watches when an element (the sentinel after a list) enters or leaves the root, with `IntersectionObserver`
 * where the browser has it, else by measuring the element on scroll and resize. `onChange` gets each
 * observed visibility; the scroll fallback reports on every scroll event, so callers should debounce.
 */
export function observeSentinel(
  node: Element,
  options: SentinelOptions,
  onChange: (visible: boolean) => void,
): SentinelObservation {
  const root = options.root ?? null;
  const rootMargin = options.rootMargin ?? '0px';
  const win = browserWindow();

  if (typeof IntersectionObserver === 'function') {
    let visible = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.filter((candidate) => candidate.target === node).at(-1);
        if (!entry) return;
        visible = entry.isIntersecting;
        onChange(visible);
      },
      { root, rootMargin },
    );
    observer.observe(node);
    return { isVisible: () => visible, disconnect: () => observer.disconnect() };
  }

  const measure = (): boolean => {
    if (!win) return false;
    const rootBottom = root ? root.getBoundingClientRect().bottom : win.innerHeight;
    const rootHeight = root ? root.clientHeight : win.innerHeight;
    return node.getBoundingClientRect().top <= rootBottom + bottomMarginPx(rootMargin, rootHeight);
  };
  const target: EventTarget | undefined = root ?? win;
  const onScroll = () => onChange(measure());
  target?.addEventListener('scroll', onScroll, { passive: true });
  win?.addEventListener('resize', onScroll, { passive: true });
  // A short first page may leave the sentinel visible before any scroll: report it at once.
  onScroll();
  return {
    isVisible: measure,
    disconnect: () => {
      target?.removeEventListener('scroll', onScroll);
      win?.removeEventListener('resize', onScroll);
    },
  };
}
