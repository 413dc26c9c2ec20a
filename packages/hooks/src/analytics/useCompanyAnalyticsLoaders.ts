import { useCompany } from '../catalogue/useCompany';
import type { AnalyticsLoadersOptions } from './useAnalyticsLoaders';
import { useAnalyticsLoaders } from './useAnalyticsLoaders';

/**
 * `useAnalyticsLoaders` fed by the provider's company settings: once they arrive, loads Google Tag Manager
 * (when `statusGTM` is on) and the Meta pixel (when `idPixel` is set). A failed settings call loads nothing.
 * Mount it once per page, e.g. in the layout.
 *
 * @example
 * function Layout({ children }: { children: ReactNode }) {
 *   useCompanyAnalyticsLoaders();
 *   return <main>{children}</main>;
 * }
 */
export function useCompanyAnalyticsLoaders(options: AnalyticsLoadersOptions = {}): void {
  const { data: company } = useCompany();
  useAnalyticsLoaders(company, options);
}
