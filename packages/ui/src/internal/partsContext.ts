import { type ComponentPropsWithRef, type Context, useContext } from 'react';

/** The props of a compound part rendering element `E`: its own props, `ref`, and `asChild` (Radix `Slot`). */
export type PartProps<E extends keyof HTMLElementTagNameMap> = ComponentPropsWithRef<E> & {
  /** Renders the single child element instead of the default one, merging props (Radix `Slot`). */
  asChild?: boolean | undefined;
};

/**
 * What a compound widget's Root provides to its parts; a part rendered outside its Root throws
 * `<Widget.Part> must be used inside <Widget.Root>.` so the mistake names its fix.
 */
export function usePartsContext<T>(context: Context<T | null>, widget: string, part: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`<${widget}.${part}> must be used inside <${widget}.Root>.`);
  return value;
}
