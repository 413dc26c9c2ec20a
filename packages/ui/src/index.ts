'use client';
/** Filled in by later issues; the package builds and resolves today so siblings can depend on it. */
export const VERSION = '0.1.0';
