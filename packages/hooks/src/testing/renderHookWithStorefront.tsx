import { type RenderHookOptions, type RenderHookResult, renderHook } from '@testing-library/react';
import {
  createTestStorefront,
  type TestStorefront,
  type TestStorefrontOptions,
} from './createTestStorefront';

/** Options of `renderHookWithStorefront`: the storefront's plus the hook's `initialProps`. */
export interface RenderHookWithStorefrontOptions<Props> extends TestStorefrontOptions {
  readonly initialProps?: Props | undefined;
}

/** What `renderHookWithStorefront` returns: Testing Library's `renderHook` result and the test storefront. */
export type RenderHookWithStorefrontResult<Result, Props> = RenderHookResult<Result, Props> & TestStorefront;

/**
 * Runs a hook inside a `<StorefrontProvider>` with a fresh SWR cache and a fresh sandbox store served by msw.
 * @example
 * const { result } = renderHookWithStorefront(() => useCompany());
 * await waitFor(() => expect(result.current.data?.fantasyName).toBeDefined());
 */
export function renderHookWithStorefront<Result, Props = undefined>(
  hook: (props: Props) => Result,
  options: RenderHookWithStorefrontOptions<Props> = {},
): RenderHookWithStorefrontResult<Result, Props> {
  const storefront = createTestStorefront(options);
  const hookOptions: RenderHookOptions<Props> = { wrapper: storefront.wrapper };
  if (options.initialProps !== undefined) hookOptions.initialProps = options.initialProps;
  const result = renderHook(hook, hookOptions);
  return { ...result, ...storefront };
}
