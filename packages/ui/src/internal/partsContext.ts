import { type ComponentPropsWithRef, type Context, useContext } from 'react';

/** The props of a compound part rendering element `E`: its own props, `ref`, and `asChild` (Radix `Slot`). */
export type PartProps<E extends keyof HTMLElementTagNameMap> = ComponentPropsWithRef<E> & {
  /** Renders the single child element instead of the default one, merging props (Radix `Slot`). */
  asChild?: boolean | undefined;
};

/**
 * What a compound widget's Root (or another providing part, `owner`) provides to its parts; a part rendered
 * outside it throws `<Widget.Part> must be used inside <Widget.Root>.` so the mistake names its fix.
 */
export function usePartsContext<T>(
  context: Context<T | null>,
  widget: string,
  part: string,
  owner = 'Root',
): T {
  const value = useContext(context);
  if (value === null) throw new Error(`<${widget}.${part}> must be used inside <${widget}.${owner}>.`);
  return value;
}
