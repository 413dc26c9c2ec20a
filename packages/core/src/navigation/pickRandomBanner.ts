/**
 * Draws one banner of the random group with the given number source (`Math.random` in the
 * browser, a seeded one in tests and server rendering); `undefined` when the group is empty.
 */
export function pickRandomBanner<T>(random: readonly T[], rng: () => number): T | undefined {
  if (random.length === 0) return undefined;
  const draw = rng();
  // A misbehaving source (NaN, 1, negative) still lands on a banner rather than off the end.
  const unit = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), 1 - Number.EPSILON) : 0;
  return random[Math.floor(unit * random.length)];
}
