// axe-core (WCAG 2 A and AA) in the page under test: the violations a person relying on a
// screen reader, the keyboard or good contrast would meet.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical violations on the page as it is shown, one line each:
 * `rule (impact): element — what is wrong`. Evaluated through the browser's debugging
 * protocol, so the page's Content Security Policy does not stand in the way.
 */
export async function accessibilityProblems(page) {
  await page.evaluate(axeSource);
  const { violations } = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] }),
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
      ),
    );
}
