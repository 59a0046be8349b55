/**
 * Sums a `.cpuprofile`'s self time (node --cpu-prof) by function and by file:
 *
 *   npx node bench/cpu-profile.ts <file.cpuprofile> [--top 40] [--filter <url substring>]
 *     [--skip-ms <ms>] [--until-ms <ms>]
 *
 * `--callers <function name>` prints, instead, the call stacks (3 frames up) that spend that
 * function's self time. `--skip-ms` leaves out the samples of the process's first milliseconds (the API's boot:
 * migrations, seed; the probe prints how long it took); `--until-ms` those after that time (with
 * both, one window: the load of a single target). Self time of a node = its samples × the
 * mean sampling interval. "(idle)", "(program)" and
 * "(garbage collector)" are V8's own buckets.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '40' },
    filter: { type: 'string' },
    'skip-ms': { type: 'string', default: '0' },
    'until-ms': { type: 'string' },
    callers: { type: 'string' },
  },
});
const file = positionals[0];
if (!file) throw new Error('uso: node bench/cpu-profile.ts <arquivo.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(values.top);
const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
// Samples per node after the skipped start.
const hitsOf = new Map<number, number>();
const skipUs = Number(values['skip-ms']) * 1000;
const untilUs = values['until-ms'] === undefined ? Infinity : Number(values['until-ms']) * 1000;
let at = profile.startTime;
for (const [i, id] of profile.samples.entries()) {
  at += profile.timeDeltas[i] ?? 0;
  const since = at - profile.startTime;
  if (since >= skipUs && since < untilUs) hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1);
}

const short = (url: string): string =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, 'nm:')
    .replace(/^.*\/apps\/api\/src\//, 'api:')
    .replace(/^.*\/packages\//, 'pkg:');
/** The file's package (node_modules) or first folders (our code). */
const area = (url: string): string => {
  const s = short(url);
  if (s.startsWith('nm:')) {
    const parts = s.slice(3).split('/');
    return `nm:${parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  return s === '' ? '(native / V8)' : s;
};

const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
let total = 0;
let busy = 0;
for (const node of profile.nodes) {
  const hits = hitsOf.get(node.id) ?? 0;
  if (hits === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  if (values.filter && !url.includes(values.filter)) continue;
  const ms = hits * msPerSample;
  total += ms;
  if (functionName !== '(idle)') busy += ms;
  const fn = `${functionName || '(anonymous)'} ${short(url)}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  byFile.set(area(url), (byFile.get(area(url)) ?? 0) + ms);
}

const table = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${key}`,
    );
};
console.log(`total ${total.toFixed(0)} ms, ocupado (sem idle) ${busy.toFixed(0)} ms; % do ocupado`);
table('por arquivo/pacote', byFile);
table('por função', byFunction);

if (values.callers) {
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node);
  const frame = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${short(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  const stacks = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    if (hits === 0 || node.callFrame.functionName !== values.callers) continue;
    const chain: string[] = [];
    for (let p = parentOf.get(node.id); p && chain.length < 3; p = parentOf.get(p.id))
      chain.push(frame(p));
    const key = chain.join(' < ');
    stacks.set(key, (stacks.get(key) ?? 0) + hits * msPerSample);
  }
  console.log(`\nquem chama ${values.callers}:`);
  for (const [key, ms] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(0).padStart(8)} ms  < ${key}`);
}
