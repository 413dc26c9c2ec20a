/**
 * Splits `props` in two: the keys named in `keys` (e.g. the texts a ready-made widget hands to a part that loads
 * on demand) and everything else (what goes on its element). Keys absent from `props` stay absent from both.
 */
export function splitProps<Props extends object, Key extends keyof Props>(
  props: Props,
  keys: readonly Key[],
): [Pick<Props, Key>, Omit<Props, Key>] {
  const picked: Partial<Props> = {};
  const rest: Partial<Props> = { ...props };
  for (const key of keys) {
    if (key in props) picked[key] = props[key];
    delete rest[key];
  }
  return [picked as Pick<Props, Key>, rest as Omit<Props, Key>];
}
