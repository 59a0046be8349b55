/**
 * `npm test`: every suite of the project in one run — lint, typecheck, unit and API tests
 * (embedded PostgreSQL; again on a running PostgreSQL/Redis when TEST_DATABASE_URL/TEST_REDIS_URL are set),
 * the production build, and the browser tests. Ends with the plain line `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

const root = join(import.meta.dirname, '..');
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const results: SuiteResult[] = [];
const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());

function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { ok: boolean; seconds: number } {
  const started = Date.now();
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const child = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  return { ok: child.status === 0, seconds: (Date.now() - started) / 1000 };
}

function wanted(name: string): boolean {
  return !only || only.includes(name);
}

/** A check that is one test: lint, typecheck, build. */
function check(name: string, cmd: string, args: string[]): boolean {
  if (!wanted(name)) return true;
  const { ok, seconds } = run(cmd, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  return ok;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  numTotalTests: number;
}

function vitest(name: string, extraArgs: string[], env: NodeJS.ProcessEnv): void {
  if (!wanted(name)) return;
  const out = join(reports, `${name}.json`);
  const { ok, seconds } = run(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extraArgs],
    env,
  );
  if (!existsSync(out)) {
    results.push({ name, passed: 0, failed: 1, skipped: 0, seconds });
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  // A file that fails to load counts as a failure even when no test inside it ran.
  const failed = report.numFailedTests + report.numFailedTestSuites;
  results.push({
    name,
    passed: report.numPassedTests,
    failed: failed === 0 && !ok ? 1 : failed,
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
  });
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

function playwright(name: string): void {
  if (!wanted(name)) return;
  const out = join(reports, `${name}.json`);
  const { ok, seconds } = run(
    'playwright',
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  );
  if (!existsSync(out)) {
    results.push({ name, passed: 0, failed: 1, skipped: 0, seconds });
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as PlaywrightJson;
  const failed = report.stats.unexpected + (report.errors?.length ?? 0);
  results.push({
    name,
    passed: report.stats.expected + report.stats.flaky,
    failed: failed === 0 && !ok ? 1 : failed,
    skipped: report.stats.skipped,
    seconds,
  });
}

// Default suites run on the embedded database only, whatever the shell exports.
const embeddedEnv: NodeJS.ProcessEnv = { ...process.env };
delete embeddedEnv.TEST_DATABASE_URL;
delete embeddedEnv.TEST_REDIS_URL;

check('lint', 'eslint', ['.', '--max-warnings=0']);
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit', [], embeddedEnv);
if (process.env.TEST_DATABASE_URL) {
  vitest('api-postgresql', ['--project', 'api'], process.env);
}
const built = check('build', 'npm', ['run', '--silent', 'build']);
if (built) playwright('browser');
else if (wanted('browser'))
  results.push({ name: 'browser', passed: 0, failed: 1, skipped: 0, seconds: 0 });

const total = results.reduce(
  (acc, r) => ({
    passed: acc.passed + r.passed,
    failed: acc.failed + r.failed,
    skipped: acc.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\nsuite              passed  failed  skipped  seconds');
for (const r of results) {
  console.log(
    `${r.name.padEnd(18)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.seconds.toFixed(1).padStart(7)}`,
  );
}
if (total.skipped) console.log(`\n${total.skipped} skipped`);
// The last line is the contract CI reads: exactly `N passed, N failed`.
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
