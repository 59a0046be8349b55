import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = pathToFileURL(new URL('./memory.ts', import.meta.url).pathname).href;

/**
 * A fresh process (V8 flags are per process) that churns through objects that survive a few
 * scavenges, which is what makes V8 grow its young generation, and prints how big it got.
 */
function youngGenerationAfterChurn(settle: boolean | 'prepared', nodeOptions = ''): number {
  const script = `
    const { prepareServingHeap, settleYoungGeneration, youngGenerationBytes } = await import(${JSON.stringify(MODULE)});
    if (${settle === 'prepared'}) prepareServingHeap();
    else if (${settle}) settleYoungGeneration(4);
    const window = new Array(100000);
    let peak = 0;
    for (let round = 0; round < 400; round += 1) {
      for (let i = 0; i < 2000; i += 1) {
        window[(round * 2000 + i) % window.length] = { round, i, text: 'x'.repeat(40) + i };
      }
      peak = Math.max(peak, youngGenerationBytes());
      await new Promise((resolve) => setImmediate(resolve));
    }
    console.log(peak);
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
  });
  return Number(out.trim());
}

describe('the young generation', () => {
  it('grows past the cap when nothing holds it', () => {
    expect(youngGenerationAfterChurn(false)).toBeGreaterThan(2 * 4 * 1024 * 1024);
  });

  it('stops growing near the cap once settled (the check runs after collections, so it may land a step past)', () => {
    const free = youngGenerationAfterChurn(false);
    const settled = youngGenerationAfterChurn(true);
    expect(settled).toBeLessThan(free);
    expect(settled).toBeLessThanOrEqual(4 * 2 * 4 * 1024 * 1024);
  });

  it('barely grows once prepared for serving (the boot, before it settles)', () => {
    // V8 still grows it a step or two past its initial 1 MB; without the hold it reaches 2 × 64 MB.
    expect(youngGenerationAfterChurn('prepared')).toBeLessThan(
      youngGenerationAfterChurn(false) / 4,
    );
  });

  it('leaves an explicit --max-semi-space-size alone', () => {
    expect(youngGenerationAfterChurn(true, '--max-semi-space-size=32')).toBeGreaterThan(
      2 * 4 * 1024 * 1024,
    );
  });
});
