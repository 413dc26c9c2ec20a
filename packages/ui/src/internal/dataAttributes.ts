/** `data-disabled=""` when true and absent otherwise, the Radix convention that CSS selects with `[data-disabled]`. */
export function dataFlag(on: boolean | undefined): '' | undefined {
  return on ? '' : undefined;
}
