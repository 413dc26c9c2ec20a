/** The error a hook throws outside `<StorefrontProvider>`: it names the hook and shows the fix. */
export function missingProviderMessage(hookName: string): string {
  if (process.env.NODE_ENV === 'production') return `${hookName} must be used inside <StorefrontProvider>.`;
  return `${hookName} must be used inside <StorefrontProvider>: wrap your app (or the widget) in <StorefrontProvider client={createStoreClient({ baseUrl: '' })}>.`;
}
