import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { Timestamps } from '../../platform/fields';
import { ListQuery, Page, ScopeFields, sortColumns } from '../../platform/listQuery';
import { CONTENT_LOCALES_MAX, ContentLocale } from '../../domain/content-texts';

const CODE_PATTERN = '^[a-z0-9][a-z0-9-]{1,31}$';
const CODE_DESCRIPTION = '2..32 of a-z 0-9 -, not starting with -';

export const LOCALES = ['en-US', 'zh-CN'] as const;
const Locale = Type.Union(
  LOCALES.map((locale) => Type.Literal(locale)),
  { description: 'the default interface language' },
);
const Status = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 enabled, 1 disabled' });

// Fields a project has besides its code; the time zone is checked against Intl in the service.
// The tenant code is sent as `tenant`: `tenantCode` in a body is the request's own scope
// (the browser adds its current project's), which the scope hook checks.
const Settings = {
  tenant: Type.String({
    maxLength: 32,
    pattern: CODE_PATTERN,
    description: `the project's tenant code, answered as tenantCode: ${CODE_DESCRIPTION}`,
  }),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'an ISO 4217 code of 3 capital letters such as USD' }),
  timezone: Type.String({ minLength: 1, maxLength: 64, description: 'an IANA time zone name such as Asia/Tokyo' }),
  defaultLocale: Locale,
};

// The languages app users read the project's content in; a part not sent keeps what it was
// (a new project: English alone, or its first locale as the default).
const ContentLocaleSettings = {
  contentLocales: Type.Optional(
    Type.Array(ContentLocale, {
      minItems: 1,
      maxItems: CONTENT_LOCALES_MAX,
      description: `1..${CONTENT_LOCALES_MAX} content locales (BCP-47, each once), kept canonical (zh-tw is zh-TW)`,
    }),
  ),
  defaultContentLocale: Type.Optional(
    Type.String({
      ...ContentLocale,
      description: "one of contentLocales: the content's own texts, every other locale's fallback",
    }),
  ),
};

export const PROJECT_SORT = sortColumns('p', [
  'deleted',
  'create_time',
  'update_time',
  'code',
  'tenant_code',
  'name',
  'status',
  'id',
]);

export const ProjectListQuery = ListQuery(
  {
    code: Type.Optional(Type.String({ maxLength: 32, description: 'a part of the project code' })),
    name: Type.Optional(Type.String({ maxLength: 60, description: 'a part of the name' })),
    status: Type.Optional(Status),
  },
  PROJECT_SORT,
);

export const Project = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  tenantCode: Type.String(),
  ...Type.Omit(Type.Object(Settings), ['tenant', 'defaultLocale']).properties,
  defaultLocale: Type.String(),
  contentLocales: Type.Array(Type.String(), { description: 'the content locales served, the default among them' }),
  defaultContentLocale: Type.String(),
  status: Type.Integer({ description: '0 enabled, 1 disabled' }),
  ...Timestamps,
});

export const ProjectCreateBody = Type.Object({
  ...ScopeFields,
  code: Type.String({ maxLength: 32, pattern: CODE_PATTERN, description: CODE_DESCRIPTION }),
  ...Settings,
  ...ContentLocaleSettings,
  status: Type.Optional(Status),
});

export const ProjectEditBody = Type.Object({
  ...ScopeFields,
  code: Type.Optional(
    Type.String({ maxLength: 32, description: 'cannot be changed; when sent it must be the current code' }),
  ),
  ...Settings,
  ...ContentLocaleSettings,
});

export const ProjectAnswer = Envelope(Project);
export const ProjectListAnswer = Envelope(Page(Project));
