/**
 * A small RFC 5545 reader for tests: unfolds lines (3.1), reads each content line as
 * `NAME;PARAM=VALUE:value` and nests BEGIN/END components, and refuses what a calendar app would
 * refuse (bare LF line ends, an END that closes another component, lines left outside). TEXT
 * values are unescaped (3.3.11).
 */
export interface IcsProperty {
  value: string;
  params: Record<string, string>;
}
export interface IcsComponent {
  name: string;
  props: Record<string, IcsProperty[]>;
  children: IcsComponent[];
}

const TEXT_PROPERTIES = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'X-WR-CALNAME', 'NAME']);

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('the file must end with CRLF');
  if (/[^\r]\n/.test(text)) throw new Error('every line must end with CRLF');
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    if (colon <= 0) throw new Error(`not a content line: ${line}`);
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const upper = name!.toUpperCase();
    if (upper === 'BEGIN') {
      const component: IcsComponent = { name: value, props: {}, children: [] };
      if (stack.length > 0) stack.at(-1)!.children.push(component);
      else if (root) throw new Error('more than one top-level component');
      else root = component;
      stack.push(component);
      continue;
    }
    if (upper === 'END') {
      const open = stack.pop();
      if (open?.name !== value) throw new Error(`END:${value} closes ${open?.name ?? 'nothing'}`);
      continue;
    }
    const current = stack.at(-1);
    if (!current) throw new Error(`property outside a component: ${line}`);
    const params = Object.fromEntries(
      paramParts.map((p) => {
        const [key, v = ''] = p.split('=');
        return [key!.toUpperCase(), v.replace(/^"|"$/g, '')];
      }),
    );
    (current.props[upper] ??= []).push({
      value: TEXT_PROPERTIES.has(upper) ? unescapeText(value) : value,
      params,
    });
  }
  if (!root || stack.length > 0) throw new Error('unbalanced BEGIN/END');
  return root;
}
