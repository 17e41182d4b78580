// A rollup plugin: a lazily loaded chunk's own imports start loading with it, not after it.
// The browser learns a chunk's static imports only once the chunk has arrived and been parsed,
// so a screen loaded with `import()` used to cost two or three round trips in a row (the screen,
// then its shared chunks, then theirs). Each dynamic import is wrapped so that it also imports,
// in parallel, every chunk the target chunk statically depends on. Those are modules it would
// load anyway (before it runs), so nothing runs that would not have run; it only runs sooner.
import MagicString from 'magic-string';

const PLACEHOLDER = /__PRELOAD_DEPS_(\d+)__/g;

export function preloadDynamicDeps() {
  const targets = [];
  return {
    name: 'preload-dynamic-deps',
    renderDynamicImport({ targetModuleId }) {
      if (!targetModuleId) return null;
      targets.push(targetModuleId);
      return {
        left: '((p, d) => (d.forEach((u) => import(u).catch(() => {})), p))(import(',
        right: `), __PRELOAD_DEPS_${targets.length - 1}__)`,
      };
    },
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes('__PRELOAD_DEPS_')) return null;
      const all = Object.values(meta.chunks);
      const byFile = new Map(all.map((c) => [c.fileName, c]));
      // The chunk a module became, and every chunk it statically imports, transitively.
      const closure = (fileName, seen = new Set()) => {
        for (const dep of byFile.get(fileName)?.imports ?? []) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          closure(dep, seen);
        }
        return seen;
      };
      const from = chunk.fileName.split('/').slice(0, -1);
      const relative = (fileName) => {
        const to = fileName.split('/');
        let common = 0;
        while (common < from.length && from[common] === to[common]) common += 1;
        const up = from.slice(common).map(() => '..');
        return [...(up.length ? up : ['.']), ...to.slice(common)].join('/');
      };
      const magic = new MagicString(code);
      for (const match of code.matchAll(PLACEHOLDER)) {
        const moduleId = targets[Number(match[1])];
        const target = all.find(
          (c) => c.facadeModuleId === moduleId || c.moduleIds.includes(moduleId),
        );
        const deps = target
          ? [...closure(target.fileName)].filter(
              (file) => file !== chunk.fileName && !chunk.imports.includes(file),
            )
          : [];
        magic.overwrite(
          match.index,
          match.index + match[0].length,
          JSON.stringify(deps.map(relative)),
        );
      }
      return { code: magic.toString(), map: magic.generateMap({ hires: true }) };
    },
  };
}
