import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { part } from '../internal/createPart';

/** A CSS length: a number is pixels, a string is used as is ('100%', '12rem'). */
export type SkeletonLength = number | string;

/** Props of `Skeleton`. */
export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The final content's width; '100%' when `undefined`. */
  width?: SkeletonLength | undefined;
  /** The final content's height; one line of text when `undefined` and no `aspectRatio` is given. */
  height?: SkeletonLength | undefined;
  /** Width / height of the final content (e.g. `1` or `'4 / 3'` for images); wins over `height`. */
  aspectRatio?: number | string | undefined;
  /** 'text' (rounded line), 'rect' (default radius) or 'circle'. */
  shape?: 'text' | 'rect' | 'circle' | undefined;
  /** Renders the single child element instead of the `<span>`, merging props (Radix `Slot`). */
  asChild?: boolean | undefined;
  /** Only with `asChild`: the element to render. */
  children?: ReactNode;
}

const length = (value: SkeletonLength | undefined): string | undefined =>
  typeof value === 'number' ? `${value}px` : value;

const SkeletonElement = part('span', 'Skeleton.Skeleton', 'vt-skeleton');

/**
 * A placeholder with the final content's size (width/height or aspect ratio), so nothing shifts when the content
 * arrives. Hidden from assistive technology: announce loading once with a `Spinner` or `aria-busy` on the region.
 */
export function Skeleton({
  width,
  height,
  aspectRatio,
  shape = 'rect',
  className,
  style,
  ...rest
}: SkeletonProps): ReactNode {
  // Sizes are not state: they go through custom properties the stylesheet reads, so a theme can still override.
  const sizes = {
    '--vt-skeleton-width': length(width),
    '--vt-skeleton-height': aspectRatio === undefined ? length(height) : undefined,
    '--vt-skeleton-aspect-ratio': aspectRatio === undefined ? undefined : String(aspectRatio),
    ...style,
  } as CSSProperties;
  return (
    <SkeletonElement
      {...rest}
      aria-hidden="true"
      className={cx('vt-skeleton-block', className)}
      data-shape={shape}
      data-aspect={aspectRatio === undefined ? undefined : ''}
      style={sizes}
    />
  );
}
