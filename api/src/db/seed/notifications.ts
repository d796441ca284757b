// The demo message boxes: for each staff account, a few project-less notifications and,
// per project of theirs, a handful of messages, notices and todos, some read.
import type { Insertable } from 'kysely';
import type { NotificationKind, SysNotification } from '../types';

const HOUR_MS = 3_600_000;

interface Template {
  kind: NotificationKind;
  title: string;
  content: string;
  link?: string;
  /** hours before now */
  age: number;
  read: boolean;
}

const PROJECTLESS: Template[] = [
  {
    kind: 'notice',
    title: 'Scheduled maintenance on Sunday',
    content: 'The back-office will be read-only on Sunday from 02:00 to 03:00 UTC while the database is upgraded.',
    age: 20,
    read: false,
  },
  {
    kind: 'notice',
    title: 'Welcome to the new back-office',
    content: 'Menus now come from the server and every change is recorded in the operation log.',
    age: 24 * 30,
    read: true,
  },
  {
    kind: 'message',
    title: 'Your password was last changed 90 days ago',
    content: 'Consider choosing a new password in user settings.',
    link: '/user-center/index',
    age: 24 * 3,
    read: false,
  },
];

function projectTemplates(project: string): Template[] {
  return [
    {
      kind: 'message',
      title: `Export of top-up records is ready (${project})`,
      content: 'Your export "Top-up records, last 30 days" has finished and can be downloaded for 7 days.',
      link: '/setting/export-record',
      age: 2,
      read: false,
    },
    {
      kind: 'todo',
      title: 'Large-bonus application waiting for review',
      content: `An application for a large bonus in ${project} is pending review.`,
      link: '/customer-service/apply/list',
      age: 5,
      read: false,
    },
    {
      kind: 'todo',
      title: 'Reply to new user feedback',
      content: `Three feedback items in ${project} have no reply yet.`,
      link: '/customer-service/feed',
      age: 26,
      read: true,
    },
    {
      kind: 'notice',
      title: 'New payment channel online',
      content: `A new payment channel is available to packages in ${project}.`,
      link: '/deal/package',
      age: 24 * 6,
      read: true,
    },
    {
      kind: 'message',
      title: 'Weekly top-up report',
      content: `Top-ups in ${project} rose 8% week on week; see the top-up dashboard.`,
      link: '/dashboard/topup',
      age: 24 * 7,
      read: true,
    },
  ];
}

export function makeNotifications(
  userId: number,
  projects: readonly string[],
  now: Date,
): Insertable<SysNotification>[] {
  const rows = (templates: Template[], projectCode: string | null, shift: number) =>
    templates.map((template) => {
      const created = new Date(now.getTime() - (template.age + shift) * HOUR_MS);
      return {
        user_id: userId,
        project_code: projectCode,
        kind: template.kind,
        title: template.title,
        content: template.content,
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
