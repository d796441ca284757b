// The demo message boxes: for each staff account, a few project-less notifications and,
// per project of theirs, a handful of messages, notices and todos, some read. Each is
// written in both languages (the reader sees theirs), and links only to a screen the
// account's role opens: nobody is sent where they cannot go. (The large-bonus to-dos are the
// applications' own: modules/customer-service-apply seeds them with its pending applications.)
import type { Insertable } from 'kysely';
import type { NotificationKind, SysNotification } from '../types';
import { roleGrant, type SeededRole } from './menu';

const HOUR_MS = 3_600_000;

type Both = { 'en-US': string; 'zh-CN': string };

interface Template {
  kind: NotificationKind;
  title: Both;
  content: Both;
  link?: string;
  /** hours before now */
  age: number;
  read: boolean;
}

/** Screens every signed-in user opens, whatever their role (host/src/router/guard.ts). */
const ALWAYS_OPEN = ['user-center/index'];

/** Whether a role opens the screen an in-app link leads to. */
export function roleOpens(role: SeededRole, link: string): boolean {
  const path = link.split('?')[0].replace(/^\//, '');
  const grant = roleGrant(role);
  if (grant === '*' || ALWAYS_OPEN.includes(path)) return true;
  return grant.some((granted) => path === granted || path.startsWith(`${granted}/`));
}

const PROJECTLESS: Template[] = [
  {
    kind: 'notice',
    title: { 'en-US': 'Scheduled maintenance on Sunday', 'zh-CN': '周日计划维护' },
    content: {
      'en-US': 'The back-office will be read-only on Sunday from 02:00 to 03:00 UTC while the database is upgraded.',
      'zh-CN': '周日 02:00 至 03:00（UTC）升级数据库期间，后台只能查看，不能修改。',
    },
    age: 20,
    read: false,
  },
  {
    kind: 'notice',
    title: { 'en-US': 'Welcome to the new back-office', 'zh-CN': '欢迎使用新版后台' },
    content: {
      'en-US': 'Menus now come from the server and every change is recorded in the operation log.',
      'zh-CN': '菜单现由服务器下发，每次修改都记录在操作日志中。',
    },
    age: 24 * 30,
    read: true,
  },
  {
    kind: 'message',
    title: { 'en-US': 'Your password was last changed 90 days ago', 'zh-CN': '你的密码已 90 天未修改' },
    content: {
      'en-US': 'Consider choosing a new password in user settings.',
      'zh-CN': '建议在个人设置中更换新密码。',
    },
    link: '/user-center/index',
    age: 24 * 3,
    read: false,
  },
];

function projectTemplates(project: string): Template[] {
  return [
    {
      kind: 'message',
      title: { 'en-US': `Weekly report is ready (${project})`, 'zh-CN': `周报已生成（${project}）` },
      content: {
        'en-US': `Top-ups in ${project} rose 8% week on week; see the workplace.`,
        'zh-CN': `${project} 的充值环比增长 8%，详见工作台。`,
      },
      link: '/dashboard/workplace',
      age: 2,
      read: false,
    },
    {
      kind: 'todo',
      title: { 'en-US': 'Creator applications waiting for review', 'zh-CN': '创作者申请待审核' },
      content: {
        'en-US': `App users of ${project} applied to be creators and wait for a decision.`,
        'zh-CN': `${project} 有 App 用户申请成为创作者，等待审核。`,
      },
      link: '/user/list?creatorStatus=1',
      age: 26,
      read: true,
    },
    {
      kind: 'notice',
      title: { 'en-US': 'New labels for dramas', 'zh-CN': '新增短剧标签' },
      content: {
        'en-US': `Labels for the new season were added to ${project}.`,
        'zh-CN': `${project} 已新增新一季的标签。`,
      },
      link: '/product/label',
      age: 24 * 6,
      read: true,
    },
  ];
}

export function makeNotifications(
  userId: number,
  role: SeededRole,
  projects: readonly string[],
  now: Date,
): Insertable<SysNotification>[] {
  const rows = (templates: Template[], projectCode: string | null, shift: number) =>
    templates
      .filter((template) => !template.link || roleOpens(role, template.link))
      .map((template) => {
        const created = new Date(now.getTime() - (template.age + shift) * HOUR_MS);
        return {
          user_id: userId,
          project_code: projectCode,
          kind: template.kind,
          title: template.title['en-US'],
          content: template.content['en-US'],
          translations: JSON.stringify({
            'zh-CN': { title: template.title['zh-CN'], content: template.content['zh-CN'] },
          }),
          link: template.link ?? '',
          read_at: template.read ? new Date(created.getTime() + HOUR_MS) : null,
          create_time: created,
        };
      });
  return [
    ...rows(PROJECTLESS, null, 0),
    ...projects.flatMap((project, index) => rows(projectTemplates(project), project, index)),
  ];
}
