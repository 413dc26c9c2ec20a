/** @vitrine/hooks/testing: helpers to test storefront code against the sandbox store in Vitest. */
