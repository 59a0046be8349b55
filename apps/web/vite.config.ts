import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// `.localhost` hosts let one dev server answer as every brand (global.localhost, liberta.localhost).
const allowedHosts = ['.localhost'];

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll only to read
 * `RemoveScroll.classNames.zeroRight` (the class a scroll lock pads while it holds the page);
 * that import brought the whole scroll lock (react-remove-scroll with its side car and style
 * singleton, 4 KB gzip) into the member layout's first load. They get the class names alone, from
 * the constants the scroll lock itself uses; a modal still loads the real one with its chunk.
 */
function appShellScrollClassNames(): Plugin {
  const id = '\0appshell-remove-scroll-class-names';
  return {
    name: 'appshell-remove-scroll-class-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-remove-scroll' &&
        importer !== undefined &&
        /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/.test(importer)
        ? id
        : null;
    },
    load(loadId) {
      if (loadId !== id) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = {',
        '  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },',
        '};',
      ].join('\n');
    },
  };
}

/**
 * The member layout's chunk takes what the layout loads statically (the menu's icons, the header's
 * cart, appearance and account buttons, the banners) where a page under it shares it too. Left to
 * the automatic split, each module the layout shared with one page or another became a file of a
 * few hundred bytes, gzipped apart, with its own import list and its name in the preload lists:
 * a course page downloaded seventy files. Every page under the layout downloads the layout anyway.
 * Kept apart: whatever the shell loads statically, the toasts, the blank layout and whatever the
 * pages of the blank layout (the route table's `layout: 'blank'` routes: login, sign-up,
 * password, cart, floating player) load in turn, so those never download the member layout.
 * Mantine comes through its barrel and stays apart (the `ui` group takes its common parts).
 */
function memberLayoutChunk() {
  const LAYOUT = /src[\\/]app[\\/]layouts[\\/]vertical-layout\.tsx$/;
  /** The layout of the same pages for a visitor: what it loads stays out of the member chunk. */
  const VISITOR_LAYOUT = /src[\\/]app[\\/]layouts[\\/]visitor-layout\.tsx$/;
  const SHARED_TEXTS = /src[\\/]i18n[\\/]shared[\\/]/;
  const ICON = /@tabler[\\/]icons-react[\\/]/;
  const ENTRY = /src[\\/]main\.tsx$/;
  /** A feature's route module, whose pages may be under either layout. */
  const FEATURE_ROUTES = /src[\\/]features[\\/][^\\/]+[\\/]routes\.tsx$/;
  /** What the shell loads lazily without the member layout: the toasts, the blank layout. */
  const SHELL_LAZY =
    /src[\\/](app[\\/](notifications-container\.ts|layouts[\\/]blank-layout\.tsx))$/;
  /** The pages of the blank layout's routes. */
  const BLANK_PAGES =
    /src[\\/]features[\\/](identity[\\/]pages[\\/][^\\/]+|store[\\/]pages[\\/]cart-page\.tsx|broadcasts[\\/]pages[\\/]floating-page\.tsx)$/;
  /** The route modules of the features that serve them (their own code only: other pages too). */
  const BLANK_ROUTES = /src[\\/]features[\\/](identity|store|broadcasts)[\\/]routes\.tsx$/;
  const graph = new Map<string, { static: readonly string[]; dynamic: readonly string[] }>();
  let members: Set<string> | undefined;
  let visitors: Set<string> | undefined;

  /** Every module `roots` load, statically, and lazily too unless `lazily` says no. */
  const reach = (roots: string[], lazily: (id: string) => boolean): Set<string> => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const node = graph.get(id);
      if (node) stack.push(...node.static, ...node.dynamic.filter(lazily));
    }
    return seen;
  };

  const plugin: Plugin = {
    name: 'member-layout-chunk',
    apply: 'build',
    /**
     * Chunks that import each other evaluate one of them first with the other's bindings still
     * undefined (a staff menu whose icons were undefined broke every staff page once): a cycle
     * between chunks fails the build.
     */
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const [name, output] of Object.entries(bundle))
        if (output.type === 'chunk') imports.set(name, output.imports);
      const state = new Map<string, 'open' | 'done'>();
      const cycles: string[] = [];
      const visit = (name: string, path: string[]): void => {
        if (state.get(name) === 'done') return;
        if (state.get(name) === 'open') {
          cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
          return;
        }
        state.set(name, 'open');
        for (const next of imports.get(name) ?? []) visit(next, [...path, name]);
        state.set(name, 'done');
      };
      for (const name of imports.keys()) visit(name, []);
      if (cycles.length > 0) this.error(`chunks import each other: ${cycles.join('; ')}`);
    },
    buildEnd() {
      graph.clear();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) graph.set(id, { static: info.importedIds, dynamic: info.dynamicallyImportedIds });
      }
      members = undefined;
      visitors = undefined;
    },
  };

  const test = (id: string): boolean => {
    if (!members) {
      const ids = [...graph.keys()];
      const rootsOf = (pattern: RegExp) => ids.filter((i) => pattern.test(i));
      const layout = reach(rootsOf(LAYOUT), () => false);
      const apart = new Set([
        ...reach(
          [...rootsOf(SHELL_LAZY), ...rootsOf(BLANK_PAGES)],
          (i) => !LAYOUT.test(i) && !FEATURE_ROUTES.test(i),
        ),
        ...reach([...rootsOf(ENTRY), ...rootsOf(BLANK_ROUTES)], () => false),
      ]);
      members = new Set([...layout].filter((i) => !apart.has(i)));
      const shell = reach(rootsOf(ENTRY), () => false);
      visitors = new Set(
        [...reach(rootsOf(VISITOR_LAYOUT), () => false)].filter(
          (i) => !shell.has(i) && !apart.has(i),
        ),
      );
      for (const i of visitors) members.delete(i);
      // The kit's `shared` texts, and the icons that pages import too: pages use them under
      // either layout (a course card on Liberta's home for a visitor), so they must not bring
      // the member layout along. (An icon only the layout's modules import stays: left out, it
      // would go into the layout's own chunk, which imports this one: a cycle, and a staff
      // menu built while its icons were still undefined.)
      // (The icon package's own barrels import every icon: they do not count.)
      const importedFromOutside = (i: string) =>
        ids.some(
          (other) =>
            !layout.has(other) && !ICON.test(other) && graph.get(other)!.static.includes(i),
        );
      for (const i of members)
        if (SHARED_TEXTS.test(i) || (ICON.test(i) && importedFromOutside(i))) members.delete(i);
      // What only the layout itself imports (its menu, its header) stays in the layout's own
      // chunk, with the Mantine parts only they use: the member chunk holds what pages share
      // with it, and the layout's chunk imports that one, never the other way round.
      const importers = new Map<string, string[]>();
      for (const other of ids)
        for (const imported of graph.get(other)!.static)
          importers.set(imported, [...(importers.get(imported) ?? []), other]);
      const own = new Set(rootsOf(LAYOUT));
      for (let grew = true; grew;) {
        grew = false;
        for (const i of layout) {
          const from = importers.get(i) ?? [];
          if (!own.has(i) && from.length > 0 && from.every((other) => own.has(other))) {
            own.add(i);
            grew = true;
          }
        }
      }
      for (const i of own) members.delete(i);
    }
    return members.has(id);
  };
  /** What the visitor layout loads statically beyond the shell (shared with the member one). */
  const visitorTest = (id: string): boolean => {
    test(id);
    return visitors!.has(id);
  };
  return { plugin, test, visitorTest };
}

const memberLayout = memberLayoutChunk();

export default defineConfig({
  plugins: [react(), appShellScrollClassNames(), memberLayout.plugin],
  server: {
    allowedHosts,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  preview: { allowedHosts },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The strict CSP (script-src 'self') forbids inline scripts, so nothing may be inlined as one.
    modulePreload: { polyfill: false },
    // The budget that matters is first-load gzip (≤ 250 KB, checked in the brief's report), not
    // the raw size of the one shell chunk; pages and extra languages are split already.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry loads statically, in one chunk: left to the automatic split,
              // the modules it shares with the lazy chunks (React, Mantine's Box, the texts' runtime, the
              // session) became a dozen files, each gzipped apart and each a request.
              name: 'shell',
              tags: ['$initial'],
            },
            {
              // What every page shows besides the shell, whichever its layout: the route gate, the
              // logo, the page states, Mantine's buttons, texts, cards, badges and transitions.
              // Left to the automatic split they were some twenty files of a few hundred bytes,
              // each gzipped apart.
              name: 'ui',
              test: new RegExp(
                [
                  String.raw`@mantine[\/]core[\/]esm[\/]components[\/](Transition|Button|Badge|Card|Group|Text|Title|ThemeIcon|Container|Paper|Stack|Anchor|ActionIcon|Alert)[\/]`,
                  String.raw`@mantine[\/]hooks[\/]esm[\/]use-(media-query|did-update|reduced-motion|id|uncontrolled)[\/]`,
                  String.raw`@tabler[\/]icons-react[\/]dist[\/]esm[\/](createReactComponent|defaultAttributes|icons[\/]Icon(Lock|ArrowLeft))\.mjs$`,
                  String.raw`src[\/](components[\/]page-state|app[\/]layouts[\/](skip-link|page-loader)|app[\/]routes[\/]route-gate|app[\/]brands[\/]brand-logo|app[\/]pages[\/]forbidden-page|i18n[\/]namespaces)\.tsx?$`,
                ].join('|'),
              ),
            },
            {
              // What the member layout shares with its pages (see memberLayoutChunk); only those
              // modules, not what they import in turn (the cart's formats, which the cart page
              // needs without the layout).
              name: 'member-layout',
              test: memberLayout.test,
              includeDependenciesRecursively: false,
            },
            {
              // The site header both layouts show (logo, cart, appearance, the subscribe prompt):
              // one file for a visitor's first load instead of a dozen small ones.
              name: 'site-header',
              test: memberLayout.visitorTest,
              includeDependenciesRecursively: false,
            },
            {
              // The shared package's CPF/CNPJ, phone and CEP formatting and checks import no zod;
              // left to the automatic split they shared a chunk with the contracts, so a page
              // that checks a CPF (the cart) downloaded zod and every schema with it.
              name: 'shared-documents',
              test: /packages\/shared\/src\/(format|validation)\/(tax-id|phone|cep|digits)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
