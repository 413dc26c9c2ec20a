// The DOM projects use the setup users get as `@vitrine/hooks/testing/setup` (jest-dom matchers, cleanup).
import '../packages/hooks/src/testing/setup';
