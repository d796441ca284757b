// Who may call what, for every route of the api's own route table (its OpenAPI document,
// so a route added later is covered without anyone writing a test for it): each route ×
// {anonymous, admin, normal, operator} × {their own project, a project not theirs, all}.
// What must happen is read from the catalogue of screens (which role holds which
// permission) and the demo accounts' projects, not from the api:
// - anonymous: 401 on every secured route;
// - a user's own route that takes a project (my exports): 403 outside the caller's projects;
// - a project route: 403 unless the caller is a member of the project, holds the route's
//   permission there, and (under `all`, or for what every project shares) is allowed all
//   projects; otherwise the access check lets it through (whatever the body then earns);
// - any answer that names projects (`projectCode`) names only the request's projects (a
//   user's own routes, such as getInfo: only the user's).
import { opensFor, type Role, SCREENS } from '@backoffice/shared/catalogue';
import { baselineOf, type OpenApiDocument, type Operation, operationsOf, payloadOf, urlOf } from '../testing/fuzz';
import { createTestApp, type DemoUser, type TestApp } from '../testing/testApp';
import { API_PREFIX } from './http';

const CALLERS = {
  admin: { projects: ['drama-us', 'drama-sea', 'drama-jp'], allProjects: true },
  normal: { projects: ['drama-us', 'drama-jp'], allProjects: false },
  operator: { projects: ['drama-us', 'drama-sea'], allProjects: false },
} as const;
/** A project of nobody's: what "not theirs" is for the admin, who is in every one. */
const NOBODYS = 'drama-nowhere';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ exports: { runner: false } });
});
afterAll(() => t.close());

const holds = (role: Exclude<Role, '*'>, permission: string) =>
  role === 'admin' || SCREENS.some((screen) => screen.permissions.includes(permission) && opensFor(screen.roles, role));

/** Every `projectCode` an answer names, at any depth. */
function projectsNamed(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => projectsNamed(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'projectCode' || key === 'project_code') && typeof item === 'string') found.add(item);
      else projectsNamed(item, found);
    }
  }
  return found;
}

it("answers 401/403 where it must, for every route, caller and project, and never another project's rows", async () => {
  const document = (
    await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })
  ).json() as OpenApiDocument & {
    paths: Record<string, Record<string, { description?: string }>>;
  };
  const described = (operation: Operation) =>
    document.paths[operation.path][operation.method.toLowerCase()].description ?? '';
  const operations = operationsOf(document, API_PREFIX).filter((operation) => operation.secured);
  const wrong: string[] = [];
  let requests = 0;
  const sessions = new Map<DemoUser, string>();
  const signedIn = async (caller: DemoUser) => {
    const token = await t.signIn(caller);
    sessions.set(caller, token);
    return token;
  };

  for (const [index, operation] of operations.entries()) {
    const permission = /requires permission `([^`]+)`/.exec(described(operation))?.[1];
    const everyProject = described(operation).includes('users allowed all projects only');
    const takesProject =
      operation.parameters.some((parameter) => parameter.name === 'projectCode') ||
      Boolean(operation.body?.properties?.projectCode);
    // ids that name nothing: an allowed call ends in a 404 or 400, never in a change to a seeded row
    // (foreignRows.test.ts calls every such route on a real row of a project not the caller's)
    const pathValues = Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => [parameter.name, parameter.schema.type === 'integer' ? '999999' : 'nothing-here']),
    );
    const send = async (caller: DemoUser | 'anonymous', projectCode: string) => {
      const request = baselineOf(operation, { n: 7000 + index, pathValues });
      request.query = request.query.filter(([name]) => name !== 'projectCode');
      const body = request.body && 'json' in request.body ? (request.body.json as Record<string, unknown>) : undefined;
      if (body && operation.body?.properties?.projectCode) body.projectCode = projectCode;
      else request.query.push(['projectCode', projectCode]);
      const { payload, contentType } = payloadOf(request.body);
      const call = (token: string | undefined) => {
        requests += 1;
        return t.app.inject({
          method: operation.method,
          url: urlOf(operation, request),
          headers: {
            ...(contentType ? { 'content-type': contentType } : {}),
            ...(token ? { 'client-token': token } : {}),
          },
          ...(payload !== undefined ? { payload } : {}),
        });
      };
      if (caller === 'anonymous') return call(undefined);
      // one session a caller, not one a call (signing in is a password check: most of the run's
      // time): a call that sign-out or a password change before it ended is made again on a new one
      const kept = sessions.get(caller);
      const answer = await call(kept ?? (await signedIn(caller)));
      return answer.statusCode === 401 && kept ? call(await signedIn(caller)) : answer;
    };

    const anonymous = await send('anonymous', 'drama-us');
    if (anonymous.statusCode !== 401) wrong.push(`${operation.name} anonymous: ${anonymous.statusCode} instead of 401`);

    for (const [caller, account] of Object.entries(CALLERS) as [
      Exclude<Role, '*'>,
      (typeof CALLERS)[keyof typeof CALLERS],
    ][]) {
      const notTheirs =
        Object.keys({ 'drama-us': 1, 'drama-sea': 1, 'drama-jp': 1 }).find(
          (code) => !(account.projects as readonly string[]).includes(code),
        ) ?? NOBODYS;
      for (const [scope, projectCode] of [
        ['own project', 'drama-us'],
        ['a project not theirs', notTheirs],
        ['all', 'all'],
      ] as const) {
        const answer = await send(caller, projectCode);
        const where = `${operation.name} as ${caller} in ${scope} (${projectCode})`;
        if (permission) {
          const member =
            projectCode === 'all' ? account.allProjects : (account.projects as readonly string[]).includes(projectCode);
          const allowed = member && holds(caller, permission) && (!everyProject || account.allProjects);
          if (allowed && [401, 403].includes(answer.statusCode))
            wrong.push(`${where}: ${answer.statusCode} "${answer.json().message}" though allowed`);
          if (!allowed && answer.statusCode !== 403) wrong.push(`${where}: ${answer.statusCode} instead of 403`);
        } else if (answer.statusCode === 401) {
          wrong.push(`${where}: 401 for a signed-in user`);
        } else if (takesProject) {
          // a user's own route that narrows to a project refuses one not theirs, as a project route does
          const member =
            projectCode === 'all' ? account.allProjects : (account.projects as readonly string[]).includes(projectCode);
          if (member === (answer.statusCode === 403))
            wrong.push(`${where}: ${answer.statusCode} "${answer.json().message}" for a ${member ? '' : 'non-'}member`);
        }
        if (answer.statusCode === 200) {
          // a project route answers the request's projects (under `all`, a job made there says `all`);
          // a user's own route (getInfo, the profile) answers the user's projects
          // a user allowed all projects is in every one: those this run added on the projects screen too
          const projects = account.allProjects
            ? (await t.db.selectFrom('sys_project').select('code').execute()).map((project) => project.code)
            : account.projects;
          // and under `all`, the operation log's record of this run's calls to a project that
          // does not exist (NOBODYS): a code no project has is no other project's row
          const mayName = !permission
            ? [...projects, ...(account.allProjects ? ['all'] : [])]
            : projectCode === 'all'
              ? [...projects, 'all', NOBODYS]
              : [projectCode];
          const others = [...projectsNamed(answer.json().data)].filter(
            (code) => !(mayName as readonly string[]).includes(code),
          );
          if (others.length) wrong.push(`${where}: answered rows of ${others.join(', ')}`);
        }
      }
    }
  }

  console.info(
    `access matrix: ${operations.length} routes × 4 callers (anonymous, admin, normal, operator) × 3 projects (own, not theirs, all): ${requests} requests`,
  );
  expect(operations.length).toBeGreaterThan(40);
  expect(wrong).toEqual([]);
}, 120_000);
