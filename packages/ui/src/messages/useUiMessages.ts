import { mergeMessages, useStorefront } from '@vitrine/hooks';
import { useMemo } from 'react';
import type { UiMessages } from './UiMessages';

/**
 * The texts of one widget: its pt-BR `defaults`, overridden by the provider's `messages.ui[section]`, then by
 * the widget's own text props (`props`, where `undefined` keeps the text above).
 * @example
 * declare const props: { title?: string };
 * const text = useUiMessages('cartPreview', cartPreviewMessages, { title: props.title });
 */
export function useUiMessages<K extends keyof UiMessages>(
  section: K,
  defaults: UiMessages[K],
  props?: { readonly [P in keyof UiMessages[K]]?: UiMessages[K][P] | undefined },
): UiMessages[K] {
  const fromProvider = useStorefront().messages.ui?.[section];
  const base = useMemo(
    () => mergeMessages(defaults as object, fromProvider as never) as UiMessages[K],
    [defaults, fromProvider],
  );
  // Text props change rarely and merging a handful of keys is cheaper than memoising on them.
  return props ? (mergeMessages(base as object, props as never) as UiMessages[K]) : base;
}
