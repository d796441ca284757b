// The api's refusals in the user's language. The api sends each one as a code with what it
// names (api/src/platform/errors.ts: a field's `rule` and `params`, a refusal's `problem` and
// `params`) beside its English `message`, which stays for api clients and logs. A code this
// file does not know is shown as the api says it.
import { ENABLED_STATUS } from '../enums/enabledStatus';
import type { ProductEnum } from '../enums/defineEnum';
import {
  COMMENT_STATE,
  CREATOR_STATUS,
  DRAMA_SCHEDULE_STATE,
  DRAMA_STATUS,
  LARGE_BONUS_APPLICATION_STATUS,
} from '../enums/productEnums';
import { getLocale } from '../i18n/localeStore';
import { getRegisteredMessages } from '../i18n/registry';
import type { Translate } from '../i18n/useT';
import { type FieldError, isEnvelope, type ProblemParams, refusalOf } from './apiError';

export const problemMessages = {
  'en-US': {
    // a field's rule: {field} is its label on screen, or a name of it below
    'shared.problem.rule.required': '{field} is required',
    'shared.problem.rule.blank': '{field} is required',
    'shared.problem.rule.type':
      '{field} must be {type, select, integer {a whole number} number {a number} decimal {a decimal such as 120 or -0.25} json {valid JSON} boolean {yes or no} array {a list} object {a group of values} other {text}}',
    'shared.problem.rule.minLength': '{field} must be at least {limit} characters',
    'shared.problem.rule.maxLength': '{field} must be at most {limit} characters',
    'shared.problem.rule.maxBytes': '{field} must be at most {limit} KB',
    'shared.problem.rule.pattern': '{field} is not in the expected form',
    'shared.problem.rule.format':
      '{field} must be {format, select, date {a date such as 2024-05-01} date-time {a date and time such as 2024-05-01 08:00} other {in the expected form}}',
    'shared.problem.rule.min': '{field} must be at least {limit}',
    'shared.problem.rule.max': '{field} must be at most {limit}',
    'shared.problem.rule.minItems': '{field}: choose at least {limit}',
    'shared.problem.rule.maxItems': '{field}: at most {limit}',
    'shared.problem.rule.enum': '{field}: choose one of the offered values',
    'shared.problem.rule.json': 'The request could not be read: reload the page and try again',
    'shared.problem.rule.tooLarge': 'The request is too large to be sent',
    'shared.problem.rule.mediaType': 'This kind of file is not taken here ({allowed})',
    'shared.problem.rule.address': 'The page address is not valid: open the page from the menu again',
    'shared.problem.rule.unstorable': '{field} contains a character that cannot be saved',
    'shared.problem.rule.taken': '{field} is already in use',
    'shared.problem.rule.notFound': '{field} was not found: it may have been deleted meanwhile',
    'shared.problem.rule.repeated': '{field} names the same item more than once',
    'shared.problem.rule.placement':
      '{field}: the item cannot sit there (a group sits at the top, a page under a group, a button under a page, never under itself)',
    'shared.problem.rule.incomplete': '{field} leaves out some: name every one once',
    'shared.problem.rule.fixed': '{field} cannot be changed',
    'shared.problem.rule.oneProject':
      'Choose one project first: this belongs to one project, and you are working in all projects',
    'shared.problem.rule.currentPassword': '{field} is incorrect: it is not the password you sign in with',
    'shared.problem.rule.weakPassword': '{field} must contain at least one letter and one digit',
    'shared.problem.rule.sameAsCurrent': '{field} must differ from the current password',
    'shared.problem.rule.notUsername': '{field} must not be the username',
    'shared.problem.rule.fileType':
      '{kind, select, video {{field}: the file is not a video that can be played} image {{field}: the file is not a JPEG, PNG or WebP image} subtitle {{field}: the file is not UTF-8 WebVTT text} other {{field}: this kind of file is not taken}}',
    'shared.problem.rule.subtitle':
      "{why, select, noCues {The file has no cues: a subtitle file times at least one line of text} other {Line {lines}{cue, plural, =0 {} other { (cue {cue})}}: {why, select, signature {the file must start with the line WEBVTT} endBeforeStart {the cue ends before it starts, or when it starts} order {the cue starts before the cue above it: cues are in the order they show} region {a REGION block is read only before the first cue: move it up, under the WEBVTT line} afterVideo {it ends at {end}, after the episode's video ({video})} other {not WebVTT}}}}",
    'shared.problem.rule.uploadGone':
      'The uploaded file is no longer here (an upload is kept {hours} hours): upload it again',
    'shared.problem.rule.timeZone': '{field} is not a time zone such as Asia/Tokyo',
    'shared.problem.rule.locale': '{field} is not a language such as en, zh-TW or pt-BR',
    'shared.problem.rule.future': '{field} must be later than now',
    'shared.problem.rule.notPast': '{field} must be today or later (today is {today} in {timeZone})',
    'shared.problem.rule.tooFarAhead': '{field} must be at most {limit} days ahead',
    'shared.problem.rule.balance': '{field} is more than the balance, {balance}',
    'shared.problem.rule.status': '{field} is now {status}',
    // a field that is not on the form: named by what it is, never by its internal name
    'shared.problem.field.any': 'A value',
    'shared.problem.field.projectCode': 'Project',
    'shared.problem.field.uploadId': 'Uploaded file',
    'shared.problem.field.body': 'The request',
    'shared.problem.field.path': 'The page address',
    'shared.problem.field.query': 'The search',
    'shared.problem.field.sortBy': 'Sort order',
    // a refusal of the whole request
    'shared.problem.notFound': 'Not found: it may have been deleted meanwhile, or be in another project',
    'shared.problem.status.notAllowed': 'Not possible while it is {status}: refresh to see it as it is now',
    'shared.problem.creator.notApplied': 'This user has not applied to be a creator',
    'shared.problem.scope.allProjectsAdmin': 'Only an admin of all projects may change this: every project shares it',
    'shared.problem.scope.allProjectsJobs':
      'Only an admin of all projects may see or retry the background jobs: they run for every project',
    'shared.problem.scope.allProjectsNotAllowed': 'Your account may not use all projects: choose one of your projects',
    'shared.problem.scope.chooseProject': 'Choose a project first',
    'shared.problem.permission.missing': 'You do not have the permission for this ({permission})',
    'shared.problem.project.disabled': 'Project {project} is disabled',
    'shared.problem.project.notMember': 'You are not a member of project {project}',
    'shared.problem.project.tenant': 'Tenant {tenant} is not the tenant of project {project}',
    'shared.problem.upload.unfinished': 'The upload is not finished yet: wait until it is, then save',
    'shared.problem.episode.noVideo': 'Episode {episode} has no video yet',
    'shared.problem.account.disabled': 'This account is disabled. Ask an administrator to enable it.',
    'shared.problem.account.outOfReach':
      '{username} also works in projects you do not administer: only an admin of all projects may change this account',
    'shared.problem.account.lastAdmin':
      'Project {project} would be left without an enabled admin: the last admin cannot be demoted or disabled',
    'shared.problem.account.disableSelf': 'You cannot disable your own account',
    'shared.problem.account.ownPassword': 'Change your own password in your user settings',
    'shared.problem.signIn.wrong': 'Incorrect username or password',
    'shared.problem.signIn.tooMany':
      'Too many sign-in attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'shared.problem.role.protected': 'The admin role cannot be deleted',
    'shared.problem.role.held':
      'This role is still held by {count, plural, one {# user} other {# users}}: take it from them first',
    'shared.problem.menu.hasChildren': 'This menu item still has items under it: move or delete them first',
    'shared.problem.project.inUse': 'Project {project} is the one you are working in: switch to another project first',
    'shared.problem.schedule.concurrent':
      'Another change of this drama was scheduled at the same moment: look at its changes again',
    'shared.problem.dashboard.currencies':
      'These projects report in different currencies ({currencies}): choose one project',
    'shared.problem.apply.ownApplication': 'You made this application: another reviewer decides it',
    'shared.problem.apply.notApplicant': "This application is {applicant}'s: only its applicant may withdraw it",
    'shared.problem.apply.expired':
      'The bonus this application asks for has already expired: reject it, and apply again with a later expiry',
    'shared.problem.role.notHeld': 'You do not hold the role {role} in this project',
    'shared.problem.export.notRetryable': 'Only a failed or expired export can be retried',
    'shared.problem.export.listGone': 'This list can no longer be exported',
    'shared.problem.export.notReady': 'This export has no file yet: wait until it is ready',
    'shared.problem.export.expired': 'The export file has expired: export the list again',
    'shared.problem.export.linkUsed': 'This download link has expired or was already used: download again',
    'shared.problem.export.deleted': 'This export was deleted',
  },
  'zh-CN': {
    'shared.problem.rule.required': '请填写{field}',
    'shared.problem.rule.blank': '请填写{field}',
    'shared.problem.rule.type':
      '{field}须为{type, select, integer {整数} number {数字} decimal {小数，如 120 或 -0.25} json {有效的 JSON} boolean {是或否} array {列表} object {一组值} other {文本}}',
    'shared.problem.rule.minLength': '{field}至少 {limit} 个字符',
    'shared.problem.rule.maxLength': '{field}最多 {limit} 个字符',
    'shared.problem.rule.maxBytes': '{field}不能超过 {limit} KB',
    'shared.problem.rule.pattern': '{field}格式不正确',
    'shared.problem.rule.format':
      '{field}须为{format, select, date {日期，如 2024-05-01} date-time {日期和时间，如 2024-05-01 08:00} other {规定的格式}}',
    'shared.problem.rule.min': '{field}不能小于 {limit}',
    'shared.problem.rule.max': '{field}不能大于 {limit}',
    'shared.problem.rule.minItems': '{field}：至少选择 {limit} 项',
    'shared.problem.rule.maxItems': '{field}：最多 {limit} 项',
    'shared.problem.rule.enum': '{field}：请从给出的选项中选择',
    'shared.problem.rule.json': '请求无法读取：请刷新页面后重试',
    'shared.problem.rule.tooLarge': '请求内容过大，无法发送',
    'shared.problem.rule.mediaType': '此处不接受这种文件（{allowed}）',
    'shared.problem.rule.address': '页面地址无效：请从菜单重新打开页面',
    'shared.problem.rule.unstorable': '{field}包含无法保存的字符',
    'shared.problem.rule.taken': '{field}已被使用',
    'shared.problem.rule.notFound': '{field}不存在：可能已被删除',
    'shared.problem.rule.repeated': '{field}中有重复的项',
    'shared.problem.rule.placement':
      '{field}：该项不能放在这里（目录在顶层，页面在目录下，按钮在页面下，且不能放在自身之下）',
    'shared.problem.rule.incomplete': '{field}遗漏了部分项：每一项都须列出一次',
    'shared.problem.rule.fixed': '{field}不能修改',
    'shared.problem.rule.oneProject': '请先选择一个项目：它只属于一个项目，而当前为全部项目视图',
    'shared.problem.rule.currentPassword': '{field}不正确：与您登录用的密码不符',
    'shared.problem.rule.weakPassword': '{field}须至少包含一个字母和一个数字',
    'shared.problem.rule.sameAsCurrent': '{field}不能与当前密码相同',
    'shared.problem.rule.notUsername': '{field}不能与用户名相同',
    'shared.problem.rule.fileType':
      '{kind, select, video {{field}：该文件不是可播放的视频} image {{field}：该文件不是 JPEG、PNG 或 WebP 图片} subtitle {{field}：该文件不是 UTF-8 编码的 WebVTT 文本} other {{field}：不接受这种文件}}',
    'shared.problem.rule.subtitle':
      '{why, select, noCues {文件中没有字幕条目：字幕文件至少要为一行文字设定时间} other {第 {lines} 行{cue, plural, =0 {} other {（第 {cue} 条字幕）}}：{why, select, signature {文件须以 WEBVTT 这一行开头} endBeforeStart {该条字幕的结束时间不晚于开始时间} order {该条字幕早于上一条开始：字幕须按显示顺序排列} region {REGION 块只在第一条字幕之前有效：请把它移到 WEBVTT 行下方} afterVideo {结束于 {end}，晚于本集视频（{video}）} other {不是有效的 WebVTT}}}}',
    'shared.problem.rule.uploadGone': '上传的文件已不在（上传内容保留 {hours} 小时），请重新上传',
    'shared.problem.rule.timeZone': '{field}不是有效的时区，如 Asia/Tokyo',
    'shared.problem.rule.locale': '{field}不是有效的语言代码，如 en、zh-TW 或 pt-BR',
    'shared.problem.rule.future': '{field}须晚于当前时间',
    'shared.problem.rule.notPast': '{field}须为今天或之后（{timeZone} 的今天是 {today}）',
    'shared.problem.rule.tooFarAhead': '{field}最多只能提前 {limit} 天',
    'shared.problem.rule.balance': '{field}超过了余额 {balance}',
    'shared.problem.rule.status': '{field}当前为「{status}」',
    'shared.problem.field.any': '某项内容',
    'shared.problem.field.projectCode': '项目',
    'shared.problem.field.uploadId': '上传的文件',
    'shared.problem.field.body': '请求内容',
    'shared.problem.field.path': '页面地址',
    'shared.problem.field.query': '查询条件',
    'shared.problem.field.sortBy': '排序方式',
    'shared.problem.notFound': '未找到：可能已被删除，或属于其他项目',
    'shared.problem.status.notAllowed': '当前状态为「{status}」，无法执行此操作：请刷新查看最新状态',
    'shared.problem.creator.notApplied': '该用户尚未申请成为创作者',
    'shared.problem.scope.allProjectsAdmin': '只有全部项目的管理员可以修改此项：所有项目共用它',
    'shared.problem.scope.allProjectsJobs': '只有全部项目的管理员可以查看或重试后台任务：它们为所有项目运行',
    'shared.problem.scope.allProjectsNotAllowed': '您的账号不能使用全部项目视图：请选择您所属的一个项目',
    'shared.problem.scope.chooseProject': '请先选择项目',
    'shared.problem.permission.missing': '您没有执行此操作的权限（{permission}）',
    'shared.problem.project.disabled': '项目 {project} 已停用',
    'shared.problem.project.notMember': '您不是项目 {project} 的成员',
    'shared.problem.project.tenant': '租户 {tenant} 不是项目 {project} 的租户',
    'shared.problem.upload.unfinished': '上传尚未完成：请等待上传完成后再保存',
    'shared.problem.episode.noVideo': '第 {episode} 集还没有视频',
    'shared.problem.account.disabled': '此账号已停用，请联系管理员启用。',
    'shared.problem.account.outOfReach': '{username} 还在您不管理的项目中任职：只有全部项目的管理员可以修改此账号',
    'shared.problem.account.lastAdmin': '项目 {project} 将没有启用中的管理员：不能降级或停用最后一位管理员',
    'shared.problem.account.disableSelf': '不能停用您自己的账号',
    'shared.problem.account.ownPassword': '请在个人设置中修改您自己的密码',
    'shared.problem.signIn.wrong': '用户名或密码错误',
    'shared.problem.signIn.tooMany': '登录尝试次数过多，请在 {minutes} 分钟后重试。',
    'shared.problem.role.protected': '管理员角色不能删除',
    'shared.problem.role.held': '仍有 {count} 位用户拥有此角色：请先从他们那里收回',
    'shared.problem.menu.hasChildren': '此菜单项下还有子项：请先移动或删除它们',
    'shared.problem.project.inUse': '项目 {project} 是您当前所在的项目：请先切换到其他项目',
    'shared.problem.schedule.concurrent': '同一时刻已为该短剧安排了另一项变更：请重新查看它的变更',
    'shared.problem.dashboard.currencies': '这些项目的结算货币不同（{currencies}）：请选择一个项目',
    'shared.problem.apply.ownApplication': '这是您提交的申请：须由其他审核人处理',
    'shared.problem.apply.notApplicant': '此申请由 {applicant} 提交：只有申请人可以撤回',
    'shared.problem.apply.expired': '此申请所申请的奖励已过期：请拒绝它，并以更晚的过期时间重新申请',
    'shared.problem.role.notHeld': '您在此项目中没有角色 {role}',
    'shared.problem.export.notRetryable': '只有失败或已过期的导出可以重试',
    'shared.problem.export.listGone': '此列表已不能导出',
    'shared.problem.export.notReady': '此导出还没有文件：请等待完成',
    'shared.problem.export.expired': '导出文件已过期：请重新导出列表',
    'shared.problem.export.linkUsed': '下载链接已过期或已使用：请重新下载',
    'shared.problem.export.deleted': '此导出已被删除',
  },
};

/** The enums a refusal's status can be a value of (`params.enum`), by name. */
const STATUS_ENUMS: Record<string, ProductEnum> = Object.fromEntries(
  [
    ENABLED_STATUS,
    DRAMA_STATUS,
    DRAMA_SCHEDULE_STATE,
    COMMENT_STATE,
    CREATOR_STATUS,
    LARGE_BONUS_APPLICATION_STATUS,
  ].map((productEnum) => [productEnum.name, productEnum as ProductEnum]),
);

const has = (id: string) => Object.hasOwn(problemMessages['en-US'], id);

/** A value as the message shows it: a status by its enum's label in the user's language, a list joined. */
function valuesOf(params: ProblemParams | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) values[key] = value.join(', ');
    else if (typeof value === 'string' || typeof value === 'number') values[key] = value;
    else values[key] = String(value);
  }
  const statusEnum = typeof params?.enum === 'string' ? STATUS_ENUMS[params.enum] : undefined;
  const labelId = statusEnum?.labelIdOf(params?.status);
  if (statusEnum && labelId) values.status = statusEnum.messages[getLocale()][labelId] ?? values.status;
  // an area's own enum (defined in its remote): its labels are registered once a page shows them
  else if (typeof params?.enum === 'string' && params.status !== undefined)
    values.status =
      getRegisteredMessages()[getLocale()]?.[`shared.enum.${params.enum}.${String(params.status)}`] ?? values.status;
  return values;
}

/** A field's name when the form does not say its label: what it is, or "A value" — never its internal name. */
export function fieldNameOf(say: Translate, field: string): string {
  const id = `shared.problem.field.${field}`;
  return say(has(id) ? id : 'shared.problem.field.any');
}

/**
 * One refused field in the user's language, named by `label` (as the form shows it) or else by
 * fieldNameOf; null when the api gave no rule this file words (the caller keeps the api's words).
 */
export function wordFieldProblem(say: Translate, error: FieldError, label: string | null): string | null {
  const id = `shared.problem.rule.${error.rule}`;
  if (!error.rule || !has(id)) return null;
  return say(id, { ...valuesOf(error.params), field: label ?? fieldNameOf(say, error.field) });
}

/** A refusal of the whole request in the user's language, or null when its code is not one this file words. */
export function wordProblem(say: Translate, problem: string | undefined, params?: ProblemParams): string | null {
  const id = `shared.problem.${problem}`;
  if (!problem || !has(id)) return null;
  return say(id, valuesOf(params));
}

/**
 * A refused call as a toast says it, in the user's language: its code, else each field by its
 * name (a toast knows no form's labels); null when any of it is not worded here.
 */
export function wordRefusal(
  say: Translate,
  refusal: { problem?: string; params?: ProblemParams; errors: FieldError[] },
): string | null {
  const whole = wordProblem(say, refusal.problem, refusal.params);
  if (whole || !refusal.errors.length) return whole;
  const fields = refusal.errors.map((error) => wordFieldProblem(say, error, null));
  return fields.every((said) => said !== null) ? fields.join(' · ') : null;
}

/**
 * What an answer of the api that is not the base query's (an upload's, by tus) says of its
 * refusal: in the user's language when its code is known, else the api's message; null when
 * the body is not the envelope.
 */
export function refusalText(say: Translate, body: unknown): string | null {
  if (!isEnvelope(body)) return null;
  return wordRefusal(say, refusalOf(body)) || body.message || null;
}
