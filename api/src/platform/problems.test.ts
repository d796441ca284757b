// Every refusal a screen can meet carries a code the browser words in the user's language,
// with what it names (a field's rule and its limit, a refusal's problem and the status now),
// beside the English message kept for api clients and logs.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { createTestApp, type TestApp } from '../testing/testApp';
import { FIELD_RULES } from './errors';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['signInAll']>>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.signInAll();
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: string | object, who: keyof typeof tokens = 'admin') =>
  t.app.inject({
    method,
    url: `/admin-api${url}`,
    headers: {
      'client-token': tokens[who],
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });

/** A new drama of drama-us, a draft. */
const drama = { projectCode: 'drama-us', name: 'Problem drama', episodeCount: 1 };

/** What a refusal says to a client that words it itself: its fields' rules, its problem and their params. */
const codesOf = (answer: { statusCode: number; json(): Record<string, unknown> }) => {
  const body = answer.json() as {
    problem?: string;
    params?: object;
    errors?: { field: string; rule?: string; params?: object }[];
  };
  return {
    status: answer.statusCode,
    problem: body.problem,
    params: body.params,
    errors: body.errors?.map(({ field, rule, params }) => ({ field, rule, params })),
  };
};

it("codes the JSON parser's refusal and the validator's, with the limit each names", async () => {
  expect(codesOf(await inject('POST', '/product/list', '{"projectCode": "drama-us", "name": '))).toEqual({
    status: 400,
    problem: undefined,
    params: undefined,
    errors: [{ field: 'body', rule: 'json', params: undefined }],
  });
  const tooLong = await inject('POST', '/product/list', { ...drama, code: 'PROBLEM-LONG', name: 'x'.repeat(1000) });
  expect(codesOf(tooLong).errors).toEqual(
    expect.arrayContaining([{ field: 'name', rule: 'maxLength', params: { limit: expect.any(Number) } }]),
  );
  // the English stays for api clients and logs
  expect(tooLong.json().message).toMatch(/must be at most \d+ characters/);
});

it('codes the project scope: one project, not all; all projects not allowed; not a member; no permission', async () => {
  const all = await inject('POST', '/product/list', {
    projectCode: 'all',
    code: 'ONE-PROJECT',
    name: 'One project',
    episodeCount: 1,
  });
  expect(codesOf(all).errors).toEqual([{ field: 'projectCode', rule: 'oneProject', params: undefined }]);
  expect(all.json().message).toMatch(/must be one project, not all/);

  expect(codesOf(await inject('GET', '/product/list/list?projectCode=all', undefined, 'normal'))).toMatchObject({
    status: 403,
    problem: 'scope.allProjectsNotAllowed',
  });
  expect(codesOf(await inject('GET', '/product/list/list?projectCode=no-such-project', undefined, 'normal'))).toEqual(
    expect.objectContaining({ status: 403, problem: 'project.notMember', params: { project: 'no-such-project' } }),
  );
  expect(codesOf(await inject('GET', '/setting/config/list?projectCode=drama-us', undefined, 'normal'))).toEqual(
    expect.objectContaining({
      status: 403,
      problem: 'permission.missing',
      params: { permission: expect.stringMatching(/^setting:config:/), project: 'drama-us' },
    }),
  );
});

it('codes a row not found, and a status conflict with the status the row has now', async () => {
  expect(codesOf(await inject('GET', '/product/list/99999999?projectCode=drama-us'))).toMatchObject({
    status: 404,
    problem: 'notFound',
  });
  const made = await inject('POST', '/product/list', { ...drama, code: 'PROBLEM-DRAFT' });
  expect(made.statusCode).toBe(200);
  // a draft cannot be taken offline: 2 is a draft in the browser's dramaStatus enum
  const offline = await inject('POST', `/product/list/${made.json().data.id}/offline`, { projectCode: 'drama-us' });
  expect(codesOf(offline)).toMatchObject({
    status: 409,
    problem: 'status.notAllowed',
    params: { enum: 'dramaStatus', status: 2 },
  });
  expect(offline.json().message).toMatch(/PROBLEM-DRAFT is a draft/);
  // a code already taken names its field, as a 409 the form shows beside it
  const again = await inject('POST', '/product/list', { ...drama, code: 'PROBLEM-DRAFT' });
  expect(codesOf(again)).toMatchObject({ status: 409, errors: [{ field: 'code', rule: 'taken' }] });
});

it('codes an upload that is gone with how long an upload is kept', async () => {
  const made = await inject('POST', '/product/list', { ...drama, code: 'PROBLEM-UPLOAD' });
  const attach = await inject('POST', '/product/episode/attach', {
    projectCode: 'drama-us',
    dramaId: made.json().data.id,
    uploadId: 'f'.repeat(32),
    episodeNo: 1,
  });
  expect(codesOf(attach).errors).toEqual([
    { field: 'uploadId', rule: 'uploadGone', params: { hours: expect.any(Number) } },
  ]);
});

it('has every field rule worded in both languages in the browser', () => {
  // read as text: the api imports no front-end code, yet a rule the browser cannot word is shown in English
  const wording = fs.readFileSync(path.join(REPO_ROOT, 'shared/src/api/problems.ts'), 'utf8');
  const worded = (rule: string) => wording.split(`'shared.problem.rule.${rule}':`).length - 1;
  expect(FIELD_RULES.filter((rule) => worded(rule) !== 2)).toEqual([]);
});
