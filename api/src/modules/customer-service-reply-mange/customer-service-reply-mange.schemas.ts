import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { Timestamps } from '../../platform/fields';
import { ListQuery, ScopeFields, sortColumns } from '../../platform/listQuery';
import { REPLY_SERVICE_CODES, REPLY_VARIABLES } from '../../domain/chat';
import { MissingLocales } from '../../domain/content-texts';

export const GROUP_MAX = 32;
export const TITLE_MAX = 64;
export const SHORTCUT_MAX = 32;
export const CONTENT_MAX = 2000;
export const SORT_MAX = 9999;
/** What a shortcut is made of, as chat_reply checks it. */
export const SHORTCUT_PATTERN = `^[a-z0-9][a-z0-9_-]{0,${SHORTCUT_MAX - 1}}$`;

// chat_reply_sort serves the sort (and id) orders, chat_reply_updated the update time
export const REPLY_SORT = sortColumns('chat_reply', ['sort', 'id', 'update_time']);

const ServiceCode = Type.Union(
  REPLY_SERVICE_CODES.map((code) => Type.Literal(code)),
  { description: 'a queue: online_assistant, vip_official_customer or premium_customer_service' },
);
const variables = REPLY_VARIABLES.map((name) => `{${name}}`).join(', ');

export const ReplyListQuery = ListQuery(
  {
    keyword: Type.Optional(
      Type.String({ maxLength: TITLE_MAX, description: 'a part of the title or of the shortcut, whatever the case' }),
    ),
    groupName: Type.Optional(Type.String({ maxLength: GROUP_MAX, description: 'the group, exactly' })),
    serviceCode: Type.Optional({ ...ServiceCode, description: 'the replies that queue uses' }),
  },
  REPLY_SORT,
);

export const Reply = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  groupName: Type.String({ description: 'the group agents find it under; empty for none' }),
  title: Type.String(),
  shortcut: Type.String(),
  content: Type.String({ description: "the text in the project's default content locale" }),
  sort: Type.Integer({ description: 'the order replies are offered in, smallest first' }),
  serviceCodes: Type.Array(ServiceCode, { description: 'the queues whose agents are offered it' }),
  missingLocales: MissingLocales,
  ...Timestamps,
});

export const ReplyBody = Type.Object({
  ...ScopeFields,
  groupName: Type.Optional(
    Type.String({
      maxLength: GROUP_MAX,
      description: `up to ${GROUP_MAX} characters, such as Payment; empty or not sent: no group`,
    }),
  ),
  title: Type.String({
    minLength: 1,
    maxLength: TITLE_MAX,
    description: `1..${TITLE_MAX} characters, kept trimmed (blank is a 400): what the agent picks it by`,
  }),
  shortcut: Type.String({
    pattern: SHORTCUT_PATTERN,
    description: `1..${SHORTCUT_MAX} small letters, digits, _ and -, not starting with _ or -: what the agent types after /; once among the project's replies, 409 when taken`,
  }),
  content: Type.String({
    minLength: 1,
    maxLength: CONTENT_MAX,
    description: `1..${CONTENT_MAX} characters in the project's default content locale; may hold the variables ${variables} (any other {…} is a 400 naming content)`,
  }),
  sort: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: SORT_MAX,
      description: `0..${SORT_MAX}, smallest first; 0 when created without one, unchanged on an edit without one`,
    }),
  ),
  serviceCodes: Type.Array(ServiceCode, {
    minItems: 1,
    maxItems: REPLY_SERVICE_CODES.length,
    description: 'the queues whose agents are offered it, at least one',
  }),
});

export const ReplyGroupsAnswer = Envelope(
  Type.Array(Type.String(), { description: "the groups of the request's projects' replies, by name" }),
);
