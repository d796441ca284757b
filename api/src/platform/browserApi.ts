// The browser's api is generated from this api's OpenAPI document, never written by hand:
// RTK Query's OpenAPI code generation writes each screen's endpoints, hooks and types into
// `<screen>Api.generated.ts` beside its page, injected into the one api slice, and this file
// adds the request bodies' schemas, from which the forms take their rules (required,
// lengths, patterns, ranges). `npm run api:browser -w api` rewrites them all;
// browserApi.test.ts fails while one is stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import catalogue from '@backoffice/shared/src/catalogue/screens.json';
import { buildApp } from '../app';
import { API_PREFIX } from './http';

// from the shared package, so that a build elsewhere (the staleness test's) finds the repo
export const REPO_ROOT = path.resolve(path.dirname(require.resolve('@backoffice/shared/package.json')), '..');

type Operation = {
  operationId: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type JsonSchema = { properties?: Record<string, JsonSchema>; required?: string[]; [keyword: string]: unknown };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; [key: string]: unknown };

/** The request fields the base query adds itself: the request's project (ARCHITECTURE.md, "Projects"). */
const SCOPE_FIELDS = ['projectCode', 'tenantCode'];

/**
 * Where the shell's own calls live (a screen's calls live in its page folder, found by the
 * catalogue), the calls of a screen whose path is not its own (the users list's wallets),
 * and the calls no browser code makes: the health probe, the file download, which is a plain link,
 * and the background jobs' overview (platform/jobs: no screen yet; the screen that shows it gets its calls).
 */
const PLATFORM_FILES: { prefix: RegExp; file: string | null }[] = [
  { prefix: /^\/(login|logout|getInfo|sysmenu)\b/, file: 'shared/src/auth/authApi.generated.ts' },
  { prefix: /^\/user\/(profile|password)$/, file: 'host/src/pages/user-center/userSettingsApi.generated.ts' },
  { prefix: /^\/notification\//, file: 'host/src/message-box/notificationApi.generated.ts' },
  { prefix: /^\/export-file\//, file: null },
  { prefix: /^\/export\//, file: 'shared/src/list/export/exportApi.generated.ts' },
  { prefix: /^\/health\b/, file: null },
  { prefix: /^\/jobs\b/, file: null },
  // the operation log answers at /oplog, its path since before its screen (customer-service/oplog)
  { prefix: /^\/oplog\//, file: 'remotes/customer-service/src/pages/oplog/oplogApi.generated.ts' },
  // an applicant withdraws a large-bonus application from the wallet that made it (the users list's)
  {
    prefix: /^\/customer-service\/apply\/:id\/withdraw$/,
    file: 'remotes/user/src/pages/list/walletApi.generated.ts',
  },
  // the wallets are the users list's (its wallet button)
  { prefix: /^\/user\/wallet\//, file: 'remotes/user/src/pages/list/walletApi.generated.ts' },
  // a drama's episodes are the dramas list's (its episodes drawer); the video, its subtitles
  // and the tus upload are read by <video>/<track> elements and tus-js-client, not by generated calls
  { prefix: /^\/product\/(episode-video|episode-subtitle|episode\/upload)\b/, file: null },
  { prefix: /^\/product\/episode\//, file: 'remotes/product/src/pages/list/episodeApi.generated.ts' },
  // a poster is shown by an <img>; its upload is the dramas' and categories' own (product/list/poster…)
  { prefix: /^\/product\/poster\/file\//, file: null },
  // a chat picture is shown by an <img>; the three queues' calls are one screen's, typed in
  // remotes/customer-service/src/chat/chatApi.ts once for all three paths
  { prefix: /^\/customer-service\/chat-image\//, file: null },
  { prefix: /^\/customer-service\/(online_assistant|vip_official_customer|big_account)\//, file: null },
];

const camel = (words: string) => words.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The generated file that holds the operation at `apiPath` (without /admin-api), or null. */
export function browserFileOf(apiPath: string): string | null {
  const platform = PLATFORM_FILES.find((entry) => entry.prefix.test(apiPath));
  if (platform) return platform.file;
  const [group, screen] = apiPath.split('/').filter(Boolean);
  const screens = (catalogue.groups.find((entry) => entry.key === group)?.screens ?? []).filter(
    (item) => item.path.split('/')[0] === screen,
  );
  if (!screens.length)
    throw new Error(`${apiPath} belongs to no screen of the catalogue and no platform file (browserApi.ts)`);
  // the screen's page folder, its key (`apply/list` → apply-list; `product/:userCode` → product)
  const folder =
    screens.length === 1
      ? screens[0].path
          .split('/')
          .filter((segment) => !segment.startsWith(':'))
          .join('-')
      : screen;
  return `remotes/${group}/src/pages/${folder}/${camel(folder)}Api.generated.ts`;
}

/** The document as the browser sees it: no prefix, the envelope's data as the answer, no scope fields. */
function browserDocument(document: OpenApiDocument): { document: OpenApiDocument; files: Map<string, string[]> } {
  const files = new Map<string, string[]>();
  const paths: OpenApiDocument['paths'] = {};
  for (const [fullPath, operations] of Object.entries(document.paths)) {
    const apiPath = fullPath.slice(API_PREFIX.length);
    const file = browserFileOf(apiPath.replace(/\{(\w+)\}/g, ':$1'));
    // a screen's calls are generated once its page exists (an api may come before its remote)
    if (!file || (file.startsWith('remotes/') && !fs.existsSync(path.join(REPO_ROOT, path.dirname(file))))) continue;
    paths[apiPath] = {};
    for (const [method, operation] of Object.entries(operations)) {
      const answer = operation.responses['200']?.content?.['application/json']?.schema;
      const body = operation.requestBody?.content['application/json']?.schema;
      if (body) withoutScope(body);
      // a body that held only the scope is no argument of the browser's: the base query sends it
      const requestBody = body && Object.keys(body.properties ?? {}).length === 0 ? undefined : operation.requestBody;
      paths[apiPath][method] = {
        ...operation,
        requestBody,
        // the cache tag of what the operation reads or changes: its file's resource
        tags: [resourceTag(file)],
        parameters: operation.parameters?.filter(
          (parameter) => !(parameter.in === 'query' && SCOPE_FIELDS.includes(parameter.name)),
        ),
        responses: { 200: { content: { 'application/json': { schema: answer?.properties?.data ?? {} } } } },
      };
      files.set(file, [...(files.get(file) ?? []), operation.operationId]);
    }
  }
  return { document: { ...document, paths }, files };
}

function withoutScope(schema: JsonSchema): void {
  for (const field of SCOPE_FIELDS) delete schema.properties?.[field];
  if (schema.required) schema.required = schema.required.filter((field) => !SCOPE_FIELDS.includes(field));
}

/** `remotes/setting/src/pages/account/accountApi.generated.ts` → `SettingAccount`. */
function resourceTag(file: string): string {
  const parts = file.split('/');
  const words =
    parts[0] === 'remotes' ? [parts[1], parts[4]] : [path.basename(file).replace(/Api\.generated\.ts$/, '')];
  return words.map((word) => camel(word).replace(/^\w/, (letter) => letter.toUpperCase())).join('');
}

/** What a form's rules need of a body schema: the constraints, without the prose. */
const RULE_KEYWORDS = [
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'enum',
  'anyOf',
  'const',
  'format',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
];

function ruleSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(ruleSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const kept: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!RULE_KEYWORDS.includes(keyword)) continue;
    kept[keyword] =
      keyword === 'properties'
        ? Object.fromEntries(Object.entries(value as object).map(([name, field]) => [name, ruleSchema(field)]))
        : ruleSchema(value);
  }
  return kept;
}

function bodySchemas(document: OpenApiDocument, operationIds: string[]): string {
  const lines: string[] = [];
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      const body = operation.requestBody?.content['application/json']?.schema;
      if (!body || !operationIds.includes(operation.operationId)) continue;
      lines.push(`export const ${operation.operationId}Body = ${JSON.stringify(ruleSchema(body), null, 2)} as const;`);
    }
  }
  return lines.length
    ? `\n// What the api accepts in each body: the forms' rules come from these.\n${lines.join('\n')}\n`
    : '';
}

const HEADER = "// Generated from the api's OpenAPI document by `npm run api:browser -w api`: do not edit.\n";

/** Every generated file's path (from the repo root) and text. */
export async function generateBrowserApi(): Promise<Map<string, string>> {
  const app = await buildApp({ database: {}, releasesDir: null, exports: { runner: false } });
  let document: OpenApiDocument;
  try {
    await app.ready();
    document = app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
  }
  const { document: browser, files } = browserDocument(structuredClone(document));
  // the generator reads a file, and caches by its name: a fresh one each time
  const schemaFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
  fs.writeFileSync(schemaFile, JSON.stringify(browser));
  // loaded here: prettier, which it formats with, cannot load under jest (browserApi.test.ts)
  const { generateEndpoints } = await import('@rtk-query/codegen-openapi');
  const texts = new Map<string, string>();
  try {
    for (const [file, operationIds] of files) {
      const sharedFile = file.startsWith('shared/');
      const endpoints = await generateEndpoints({
        schemaFile,
        apiFile: sharedFile
          ? path.relative(path.dirname(file), 'shared/src/api/api.ts').replace(/^(?!\.)/, './')
          : '@backoffice/shared',
        apiImport: 'api',
        exportName: `${camel(resourceTag(file)).replace(/^\w/, (letter) => letter.toLowerCase())}Api`,
        hooks: true,
        // a screen's calls share its resource's tag; the shell's calls say their own (enhanceEndpoints)
        tag: !sharedFile && !file.startsWith('host/'),
        useUnknown: true,
        filterEndpoints: operationIds,
      });
      texts.set(file, `${HEADER}${String(endpoints)}${bodySchemas(browser, operationIds)}`);
    }
  } finally {
    fs.rmSync(path.dirname(schemaFile), { recursive: true, force: true });
  }
  return texts;
}

/** The generated files on disk (`…Api.generated.ts` under the browser's source folders). */
function generatedOnDisk(): string[] {
  const roots = [
    'shared/src',
    'host/src',
    ...fs.readdirSync(path.join(REPO_ROOT, 'remotes')).map((remote) => `remotes/${remote}/src`),
  ];
  return roots
    .filter((root) => fs.existsSync(path.join(REPO_ROOT, root)))
    .flatMap((root) =>
      fs
        .readdirSync(path.join(REPO_ROOT, root), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('Api.generated.ts'))
        .map((file) => `${root}/${file}`),
    );
}

/** The generated files that differ from what is on disk, and those on disk nothing generates (a removed screen's). */
export async function staleBrowserFiles(): Promise<string[]> {
  const texts = await generateBrowserApi();
  const read = (file: string) =>
    fs.existsSync(path.join(REPO_ROOT, file)) ? fs.readFileSync(path.join(REPO_ROOT, file), 'utf8') : null;
  const orphans = generatedOnDisk().filter((file) => !texts.has(file));
  return [
    ...[...texts].filter(([file, text]) => read(file) !== text).map(([file]) => file),
    ...orphans.map((file) => `${file} (generated from nothing: remove it)`),
  ];
}

/** Writes every file, or with `--check` lists the stale ones and fails. */
async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleBrowserFiles();
    for (const file of stale) console.log(`stale: ${file}`);
    process.exitCode = stale.length ? 1 : 0;
    return;
  }
  const texts = await generateBrowserApi();
  for (const [file, text] of texts) {
    fs.writeFileSync(path.join(REPO_ROOT, file), text);
    console.log(`wrote ${file}`);
  }
  for (const file of generatedOnDisk().filter((file) => !texts.has(file))) {
    fs.rmSync(path.join(REPO_ROOT, file));
    console.log(`removed ${file}: nothing generates it now`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
