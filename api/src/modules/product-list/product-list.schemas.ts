import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { INT4_MAX, RowId, Timestamps } from '../../platform/fields';
import { ListQuery, Page, ScopeFields, sortColumns } from '../../platform/listQuery';
import { DramaStatus, NAME_MAX, POSTER_PATTERN } from '../../domain/dramas';

export const SUMMARY_MAX = 300;
export const DESCRIPTION_MAX = 2000;
export const POSTER_MAX = 500;
export const EPISODES_MAX = 1000;
export const LABELS_MAX = 20;
export const BULK_MAX = 200;

/** Dramas have a `deleted` column, but the screen's useful default is newest first. */
export const DRAMA_DEFAULT_SORT = 'create_time';

export const DramaFilters = {
  keyword: Type.Optional(
    Type.String({
      maxLength: NAME_MAX,
      description: 'a part of the name or of the code, in any case (Latin or Chinese)',
    }),
  ),
  status: Type.Optional(DramaStatus),
  labelId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'the dramas that carry this label' }),
  ),
  categoryId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'the dramas in this category' }),
  ),
  missingLocale: Type.Optional(
    Type.String({
      maxLength: 35,
      description:
        'the dramas lacking a text in this content locale for a field their default locale has (name, summary, description)',
    }),
  ),
};

// Only the orders an index of 0012 serves (project_code, deleted, <column>, id): a drama's
// comment count, name or code would sort the whole project on each request.
export const DRAMA_SORT = sortColumns('drama', ['create_time', 'play_count', 'follow_count', 'unlock_count']);

export const DramaListQuery = ListQuery(DramaFilters, DRAMA_SORT, DRAMA_DEFAULT_SORT);

export const DramaLabel = Type.Object({ id: Type.Integer(), code: Type.String(), title: Type.String() });
export const DramaCategory = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  position: Type.Integer({ minimum: 1, description: "the drama's place in the category, 1 first" }),
});

const Count = (description: string) =>
  Type.Integer({ minimum: 0, description: `${description}; kept by the app users' activity, read only here` });

export const Drama = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  code: Type.String(),
  name: Type.String(),
  episodeCount: Type.Integer({ minimum: 0 }),
  status: DramaStatus,
  poster: Type.String({ description: "the poster image's URL, or empty" }),
  summary: Type.String(),
  description: Type.String(),
  labels: Type.Array(DramaLabel, { description: 'its live labels, by title' }),
  playCount: Count('plays'),
  followCount: Count('follows'),
  commentCount: Count('visible comments'),
  unlockCount: Count('episode unlocks'),
  missingLocales: Type.Optional(
    Type.Array(Type.String(), { description: "the list only: its project's other content locales it lacks a text in" }),
  ),
  uploadedEpisodes: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: 'the list only: its episodes with a video (of the episodeCount planned), what app users can watch',
    }),
  ),
  ...Timestamps,
});

export const DramaDetail = Type.Object({
  ...Drama.properties,
  categories: Type.Array(DramaCategory, { description: 'the live categories it is in, by title' }),
});

// A create and an edit take the same fields, and an edit replaces them all: the browser (and
// the request cleaning) drops a cleared text field, so "not sent" must mean "none".
export const DramaBody = Type.Object({
  ...ScopeFields,
  code: Type.String({
    pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,31}$',
    description:
      'letters, digits and dashes, at most 32, kept in capitals (us-d00012 is US-D00012); once per project among live dramas (409 when taken)',
  }),
  name: Type.String({
    minLength: 1,
    maxLength: NAME_MAX,
    description: `1..${NAME_MAX} characters, kept trimmed (blank is a 400)`,
  }),
  episodeCount: Type.Integer({ minimum: 0, maximum: EPISODES_MAX, description: `0..${EPISODES_MAX}` }),
  poster: Type.Optional(
    Type.String({
      maxLength: POSTER_MAX,
      pattern: POSTER_PATTERN,
      description:
        "the poster image's http(s) address, or an uploaded one (POST /product/list/poster); none when not sent",
    }),
  ),
  summary: Type.Optional(
    Type.String({ maxLength: SUMMARY_MAX, description: `at most ${SUMMARY_MAX} characters; none when not sent` }),
  ),
  description: Type.Optional(
    Type.String({
      maxLength: DESCRIPTION_MAX,
      description: `at most ${DESCRIPTION_MAX} characters; none when not sent`,
    }),
  ),
  labelIds: Type.Optional(
    Type.Array(RowId, {
      maxItems: LABELS_MAX,
      uniqueItems: true,
      description: "live labels of the drama's project (an unknown id is a 400 naming it); none when not sent",
    }),
  ),
});

export const DramaIdsBody = Type.Object({
  ...ScopeFields,
  ids: Type.Array(RowId, {
    minItems: 1,
    maxItems: BULK_MAX,
    uniqueItems: true,
    description: `1..${BULK_MAX} drama ids, each once`,
  }),
});

export const DramaMoveResult = Type.Object({
  id: Type.Integer(),
  code: Type.Union([Type.String(), Type.Null()], { description: 'null when no drama of your projects has the id' }),
  outcome: Type.Union([Type.Literal('moved'), Type.Literal('refused')]),
  status: Type.Union([DramaStatus, Type.Null()], { description: 'its status now (moved or not); null when not found' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'why it was refused; null when moved' }),
});

export const DramaAnswer = Envelope(DramaDetail);
export const DramaListAnswer = Envelope(Page(Drama));
export const DramaMovesAnswer = Envelope(
  Type.Object({
    moved: Type.Integer({ minimum: 0 }),
    refused: Type.Integer({ minimum: 0 }),
    results: Type.Array(DramaMoveResult, { description: 'one per id, in the order sent' }),
  }),
);
