import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { type Options as UserEventOptions, userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  createTestStorefront,
  type TestStorefront,
  type TestStorefrontOptions,
} from './createTestStorefront';

/** Options of `renderWithStorefront`. */
export interface RenderWithStorefrontOptions extends TestStorefrontOptions {
  /** Options of Testing Library's `render` (the wrapper is the storefront's). */
  readonly renderOptions?: Omit<RenderOptions, 'wrapper'> | undefined;
  /** Options of `userEvent.setup` (e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers). */
  readonly userOptions?: UserEventOptions | undefined;
}

/** What `renderWithStorefront` returns: Testing Library's result, the test storefront and a user. */
export type RenderWithStorefrontResult = RenderResult &
  TestStorefront & {
    /** A `userEvent` session for this render. */
    readonly user: ReturnType<typeof userEvent.setup>;
  };

/**
 * Renders `ui` inside a `<StorefrontProvider>` with a fresh SWR cache and a fresh sandbox store served by msw.
 * @example
 * function CompanyName() {
 *   return <p>{useCompany().data?.fantasyName}</p>;
 * }
 * const { findByText, store } = renderWithStorefront(<CompanyName />);
 * expect(await findByText('Loja Vitrine')).toBeInTheDocument();
 */
export function renderWithStorefront(
  ui: ReactElement,
  options: RenderWithStorefrontOptions = {},
): RenderWithStorefrontResult {
  const storefront = createTestStorefront(options);
  const user = userEvent.setup(options.userOptions);
  const result = render(ui, { ...options.renderOptions, wrapper: storefront.wrapper });
  return { ...result, ...storefront, user };
}
