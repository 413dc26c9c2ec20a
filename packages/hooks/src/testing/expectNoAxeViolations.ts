import { createRequire } from 'node:module';

/** The part of axe-core's API this helper uses. */
interface AxeRunner {
  run(
    context: Element,
    options: {
      readonly rules?: Readonly<Record<string, { enabled: boolean }>>;
      readonly resultTypes?: string[];
    },
  ): Promise<{
    violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
  }>;
}

let axe: AxeRunner | undefined;

/**
 * axe-core is a dependency of @axe-core/playwright at the workspace root; when it is not directly resolvable
 * from here (pnpm does not hoist it), it is required through that package.
 */
function loadAxe(): AxeRunner {
  if (axe) return axe;
  const require = createRequire(import.meta.url);
  try {
    axe = require('axe-core') as AxeRunner;
  } catch {
    try {
      const viaPlaywright = createRequire(require.resolve('@axe-core/playwright'));
      axe = viaPlaywright('axe-core') as AxeRunner;
    } catch {
      throw new Error(
        'expectNoAxeViolations needs axe-core: add it as a devDependency (pnpm add -D axe-core) of the package under test.',
      );
    }
  }
  return axe;
}

/**
 * Runs axe-core on `container` and fails with each violation's rule, help text and targets. Colour contrast
 * is not checked: jsdom has no layout or canvas to measure it (the browser e2e tests do).
 * @example
 * const { container } = renderWithStorefront(<SearchBox />);
 * await expectNoAxeViolations(container);
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await loadAxe().run(container, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  if (results.violations.length === 0) return;
  const report = results.violations
    .map(
      (violation) =>
        `- ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n  ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join('\n  ')}`,
    )
    .join('\n');
  throw new Error(`Expected no accessibility violations, found ${results.violations.length}:\n${report}`);
}
