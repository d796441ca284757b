// The api's refusals as the user reads them: by their code, in the user's language, a field
// named by what it is (never its internal name), the api's own words only for a code unknown here.
import { Message } from '@arco-design/web-react';
import { type BaseQueryApi } from '@reduxjs/toolkit/query';
import { loggedIn, projectSelected, userInfoLoaded } from '../auth/authSlice';
import { setLocale } from '../i18n/localeStore';
import { registerMessages } from '../i18n/registry';
import { defineEnum, enumLabels } from '../enums/defineEnum';
import { translate } from '../i18n/translate';
import { createAppStore } from '../store/createAppStore';
import { installFetch, jsonAnswer } from '../testing/fetchDouble';
import { userInfo } from '../testing/fixtures';
import '../index'; // the package's texts, as on load
import { createBaseQuery } from './baseQuery';
import { refusalText, wordFieldProblem } from './problems';

let toast: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  setLocale('zh-CN');
  toast = jest.spyOn(Message, 'error').mockImplementation(() => () => undefined);
});

afterEach(() => {
  setLocale('en-US');
  jest.restoreAllMocks();
});

/** One call of the base query, signed in on project "dramabox", answered with `body` at `status`. */
async function refusedWith(body: Record<string, unknown>, status: number) {
  installFetch(jsonAnswer({ data: null, ...body }, status));
  const store = createAppStore();
  store.dispatch(loggedIn('tok-123'));
  store.dispatch(userInfoLoaded(userInfo()));
  store.dispatch(projectSelected('dramabox'));
  const baseQuery = createBaseQuery({ reloadPage: jest.fn() });
  const api = { getState: store.getState, dispatch: store.dispatch, signal: new AbortController().signal };
  const result = await baseQuery(
    { url: '/product/list/7/online', method: 'POST', body: {} },
    { ...api, abort: () => undefined, endpoint: 'test', type: 'mutation', extra: undefined } as BaseQueryApi,
    {},
  );
  return { error: result.error as { message: string }, toasts: toast.mock.calls.map(([shown]) => shown.content) };
}

it('says a status conflict in Chinese, naming the status as the lists show it', async () => {
  const { error, toasts } = await refusedWith(
    {
      code: 409,
      message: 'US-D00012 is online: only a draft or an offline drama can be put online',
      problem: 'status.notAllowed',
      params: { enum: 'dramaStatus', status: 0 },
    },
    409,
  );
  expect(error.message).toBe('当前状态为「已上线」，无法执行此操作：请刷新查看最新状态');
  expect(toasts).toEqual([error.message]);
});

it("names the status of an area's own enum (defined in its remote) as its registered label", async () => {
  registerMessages(
    enumLabels([
      defineEnum('conversationStatus', [
        [0, 'Waiting', '等待中'],
        [2, 'Closed', '已关闭'],
      ]),
    ]),
  );
  const { error } = await refusedWith(
    {
      code: 409,
      message: 'This conversation is closed',
      problem: 'status.notAllowed',
      params: { enum: 'conversationStatus', status: 2 },
    },
    409,
  );
  expect(error.message).toBe('当前状态为「已关闭」，无法执行此操作：请刷新查看最新状态');
});

it('says "one project, not all" in Chinese, never the internal field name', async () => {
  const { toasts } = await refusedWith(
    {
      code: 400,
      message: 'projectCode must be one project, not all: a drama belongs to one project',
      errors: [{ field: 'projectCode', message: 'must be one project, not all', rule: 'oneProject' }],
    },
    400,
  );
  expect(toasts).toEqual(['请先选择一个项目：它只属于一个项目，而当前为全部项目视图']);
});

it("words the JSON parser's refusal and a field the screen has no label for by what it is", async () => {
  const json = await refusedWith(
    {
      code: 400,
      message: 'The request body is not valid JSON',
      errors: [{ field: 'body', message: 'The request body is not valid JSON', rule: 'json' }],
    },
    400,
  );
  expect(json.toasts).toEqual(['请求无法读取：请刷新页面后重试']);
  toast.mockClear();
  const upload = await refusedWith(
    {
      code: 400,
      message: 'uploadId no upload abc in project US (an upload is kept 24 hours)',
      errors: [{ field: 'uploadId', message: 'no upload abc…', rule: 'uploadGone', params: { hours: 24 } }],
    },
    400,
  );
  expect(upload.toasts).toEqual(['上传的文件已不在（上传内容保留 24 小时），请重新上传']);
  expect(upload.toasts[0]).not.toMatch(/uploadId/);
  toast.mockClear();
  const unknownField = await refusedWith(
    {
      code: 400,
      message: 'seoTitle must be at most 64 characters',
      errors: [
        { field: 'seoTitle', message: 'must be at most 64 characters', rule: 'maxLength', params: { limit: 64 } },
      ],
    },
    400,
  );
  expect(unknownField.toasts).toEqual(['某项内容最多 64 个字符']);
});

it('shows the api message for a code it does not know, and in English the English wording', async () => {
  const unknown = await refusedWith(
    { code: 409, message: 'Something new went wrong', problem: 'something.new', params: {} },
    409,
  );
  expect(unknown.toasts).toEqual(['Something new went wrong']);
  setLocale('en-US');
  toast.mockClear();
  const gone = await refusedWith({ code: 404, message: 'No drama 7 in your projects', problem: 'notFound' }, 404);
  expect(gone.toasts).toEqual(['Not found: it may have been deleted meanwhile, or be in another project']);
});

it('names a refused field by the label the form shows, in the user language', () => {
  const wrong = { field: 'oldPassword', message: 'is not your current password', rule: 'currentPassword' };
  expect(wordFieldProblem(translate, wrong, '当前密码')).toBe('当前密码不正确：与您登录用的密码不符');
  const short = {
    field: 'newPassword',
    message: 'must be at least 8 characters',
    rule: 'minLength',
    params: { limit: 8 },
  };
  expect(wordFieldProblem(translate, short, '新密码')).toBe('新密码至少 8 个字符');
  setLocale('en-US');
  expect(wordFieldProblem(translate, short, 'New password')).toBe('New password must be at least 8 characters');
  // no rule: the caller keeps the api's words
  expect(wordFieldProblem(translate, { field: 'code', message: 'is odd' }, 'Code')).toBeNull();
});

it("words an upload's refusal, which comes to the uploader (tus) and not through the base query", () => {
  const oneProject = {
    code: 400,
    message: 'projectCode must be one project, not all: an upload belongs to one project',
    data: null,
    errors: [{ field: 'projectCode', message: 'must be one project, not all…', rule: 'oneProject' }],
  };
  expect(refusalText(translate, oneProject)).toBe('请先选择一个项目：它只属于一个项目，而当前为全部项目视图');
  expect(refusalText(translate, { code: 413, message: 'The upload is too large', data: null })).toBe(
    'The upload is too large',
  );
  expect(refusalText(translate, '<html>Bad gateway</html>')).toBeNull();
});

it("says a subtitle file's problem by its line and cue, in the user language", () => {
  const order = {
    field: 'subtitle',
    message: 'line 6 (cue 2): the cue starts before the cue above it: cues are in the order they show',
    rule: 'subtitle',
    params: { why: 'order', lines: '6', cue: 2 },
  };
  expect(wordFieldProblem(translate, order, '字幕')).toBe(
    '第 6 行（第 2 条字幕）：该条字幕早于上一条开始：字幕须按显示顺序排列',
  );
  setLocale('en-US');
  expect(wordFieldProblem(translate, { ...order, params: { why: 'signature', lines: '1', cue: 0 } }, null)).toBe(
    'Line 1: the file must start with the line WEBVTT',
  );
});
