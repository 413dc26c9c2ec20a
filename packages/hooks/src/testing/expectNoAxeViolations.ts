import axe from 'axe-core';

/**
 * Runs axe-core on `container` and fails with each violation's rule, help text and targets. Colour contrast
 * is not checked: jsdom has no layout or canvas to measure it (the browser e2e tests do).
 * @example
 * declare function SearchBox(): ReactNode;
 * const { container } = renderWithStorefront(<SearchBox />);
 * await expectNoAxeViolations(container);
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
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
