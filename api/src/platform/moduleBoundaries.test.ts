// The api's modules talk through doors only, over the whole import graph of api/src (static,
// re-export and dynamic imports, read by TypeScript's own pre-processor): a screen module
// (modules/<m>) never imports another screen module, a domain module (domain/<d>) never imports
// a screen module, nothing outside a domain imports past its door (domain/<d>/index.ts), and the
// modules and domains have no cycle between them. The lint rule (eslint.config.mjs) says the same
// file by file, as it is typed; this sees the graph.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '..');

interface Import {
  /** the importing and the imported file, relative to api/src */
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names: itself, with .ts, or its folder's index.ts. */
function resolved(fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  const found = [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => fs.existsSync(candidate));
  return found ?? base;
}

/** Every relative import of api/src, with its two files. */
function importsOf(root: string): Import[] {
  return sourceFiles(root).flatMap((file) =>
    ts
      .preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter((imported) => imported.fileName.startsWith('.'))
      .map((imported) => ({
        from: path.relative(root, file).split(path.sep).join('/'),
        to: path.relative(root, resolved(file, imported.fileName)).split(path.sep).join('/'),
      })),
  );
}

/** `modules/<m>` or `domain/<d>` for a file in one, else null. */
function unitOf(file: string): string | null {
  const [top, name, ...rest] = file.split('/');
  return (top === 'modules' || top === 'domain') && rest.length ? `${top}/${name}` : null;
}

/** What breaks the rules, one sentence an import. */
export function boundaryBreaches(imports: Import[]): string[] {
  return imports.flatMap(({ from, to }) => {
    const source = unitOf(from);
    const target = unitOf(to);
    if (!target || source === target) return [];
    if (source?.startsWith('modules/') && target.startsWith('modules/'))
      return [`${from} imports ${to}: a screen module never imports another screen module`];
    if (source?.startsWith('domain/') && target.startsWith('modules/'))
      return [`${from} imports ${to}: a domain module never imports a screen module`];
    if (target.startsWith('domain/') && to !== `${target}/index.ts`)
      return [`${from} imports ${to}: import ${target} through its door, ${target}/index.ts`];
    return [];
  });
}

/** The cycles between modules and domains: each strongly connected group of two or more (Tarjan). */
export function moduleCycles(imports: Import[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [source, target] = [unitOf(from), unitOf(to)];
    if (!source || !target || source === target) continue;
    edges.set(source, (edges.get(source) ?? new Set()).add(target));
    if (!edges.has(target)) edges.set(target, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    for (const next of edges.get(unit)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group = stack.splice(stack.indexOf(unit));
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return cycles;
}

describe('the import graph of api/src', () => {
  const imports = importsOf(SRC);

  it('is read: the screen modules import the domains through their doors', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports).toContainEqual({
      from: 'modules/user-wallet/user-wallet.service.ts',
      to: 'domain/wallet/index.ts',
    });
  });

  it('has no import into another screen module, from a domain into a screen module, nor past a door', () => {
    expect(boundaryBreaches(imports)).toEqual([]);
  });

  it('has no cycle between modules and domains', () => {
    expect(moduleCycles(imports)).toEqual([]);
  });
});

describe('the checks catch', () => {
  const graph = (...pairs: [string, string][]) => pairs.map(([from, to]) => ({ from, to }));

  it('a screen module importing another, a domain importing a screen module, and an inner file of a domain', () => {
    expect(
      boundaryBreaches(
        graph(
          ['modules/a/a.service.ts', 'modules/b/b.service.ts'],
          ['modules/a/a.routes.ts', 'modules/b/index.ts'],
          ['domain/d/d.ts', 'modules/b/b.schemas.ts'],
          ['modules/a/a.service.ts', 'domain/d/d.ts'],
          ['db/seed/x.ts', 'domain/d/d.ts'],
          ['domain/e/e.ts', 'domain/d/d.ts'],
        ),
      ),
    ).toEqual([
      'modules/a/a.service.ts imports modules/b/b.service.ts: a screen module never imports another screen module',
      'modules/a/a.routes.ts imports modules/b/index.ts: a screen module never imports another screen module',
      'domain/d/d.ts imports modules/b/b.schemas.ts: a domain module never imports a screen module',
      'modules/a/a.service.ts imports domain/d/d.ts: import domain/d through its door, domain/d/index.ts',
      'db/seed/x.ts imports domain/d/d.ts: import domain/d through its door, domain/d/index.ts',
      'domain/e/e.ts imports domain/d/d.ts: import domain/d through its door, domain/d/index.ts',
    ]);
  });

  it('lets through own files, doors, platform/ and db/', () => {
    expect(
      boundaryBreaches(
        graph(
          ['modules/a/a.routes.ts', 'modules/a/a.service.ts'],
          ['modules/a/a.service.ts', 'domain/d/index.ts'],
          ['domain/d/index.ts', 'domain/d/d.ts'],
          ['domain/e/e.ts', 'domain/d/index.ts'],
          ['modules/a/a.service.ts', 'platform/http.ts'],
          ['domain/d/d.ts', 'db/types.ts'],
          ['app.ts', 'modules/a/a.routes.ts'],
        ),
      ),
    ).toEqual([]);
  });

  it('a cycle through doors, and none where the imports go one way', () => {
    expect(
      moduleCycles(
        graph(
          ['domain/d/d.ts', 'domain/e/index.ts'],
          ['domain/e/e.ts', 'domain/f/index.ts'],
          ['domain/f/f.ts', 'domain/d/index.ts'],
          ['modules/a/a.ts', 'domain/d/index.ts'],
        ),
      ),
    ).toEqual([['domain/d', 'domain/e', 'domain/f']]);
    expect(
      moduleCycles(graph(['modules/a/a.ts', 'domain/d/index.ts'], ['domain/d/d.ts', 'domain/e/index.ts'])),
    ).toEqual([]);
  });
});
