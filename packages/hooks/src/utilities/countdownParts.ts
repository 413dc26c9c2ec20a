/** A remaining time split for display. */
export interface CountdownParts {
  days: number;
  /** 0 to 23. */
  hours: number;
  /** 0 to 59. */
  minutes: number;
  /** 0 to 59. */
  seconds: number;
}

/**
 * Splits a remaining time in ms into days, hours, minutes and seconds, rounding a partial second up: a
 * countdown shows 00:00:01 until the very end and 00:00:00 only once it is over. Negative times give zeros.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}
