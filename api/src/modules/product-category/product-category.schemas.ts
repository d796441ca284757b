import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { RowId, Timestamps } from '../../platform/fields';
import { ListQuery, Page, ScopeFields, sortColumns } from '../../platform/listQuery';
import { MissingLocales } from '../../domain/content-texts';
import { CODE_MAX, CODE_PATTERN, POSTER_PATTERN, TITLE_MAX } from '../../domain/dramas';

/** What the table holds (0012: link up to 500). */
export const URL_MAX = 500;
/** The most dramas a category holds: what the app's row shows and more, and a bounded replace. */
export const CATEGORY_DRAMAS_MAX = 200;
/** The most dramas the add-drama picker offers at once: type more to find others. */
export const DRAMA_OPTIONS_MAX = 20;

const WEB = 'https?://[^\\s/?#]+[^\\s]*';
/** A web address (http or https, with a host) or an app link (app://…), no spaces. */
export const LINK_PATTERN = `^(${WEB}|app://[^\\s]+)$`;

// Orders the indexes serve (category_created, category_by_title); not by the drama count.
export const CATEGORY_SORT = sortColumns('category', ['deleted', 'create_time', 'title', 'id']);

export const CategoryListQuery = ListQuery(
  {
    title: Type.Optional(Type.String({ maxLength: TITLE_MAX, description: 'a part of the title, whatever the case' })),
    code: Type.Optional(Type.String({ maxLength: CODE_MAX, description: 'a part of the code' })),
  },
  CATEGORY_SORT,
);

export const DramaStatus = Type.Integer({ description: 'DRAMA_STATUS: 2 draft, 0 online, 1 offline' });

export const Category = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  code: Type.String(),
  title: Type.String(),
  poster: Type.String({ description: "the poster's address, or empty" }),
  link: Type.String({ description: 'where the app goes when the category is tapped, or empty' }),
  dramaCount: Type.Integer({ minimum: 0, description: 'how many dramas (not deleted) the category holds' }),
  missingLocales: MissingLocales,
  ...Timestamps,
});

export const CategoryDrama = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  status: DramaStatus,
  poster: Type.String(),
  position: Type.Integer({ minimum: 1, description: 'its place in the category, 1 first' }),
});

export const CategoryDetail = Type.Object({
  ...Category.properties,
  dramas: Type.Array(CategoryDrama, { description: 'the dramas in the order the app shows them' }),
});

export const CategoryBody = Type.Object({
  ...ScopeFields,
  code: Type.String({
    pattern: CODE_PATTERN,
    description: `1..${CODE_MAX} lower-case letters, digits and dashes, not starting with a dash (what the app and links use); once among the project's categories, 409 when taken`,
  }),
  title: Type.String({
    minLength: 1,
    maxLength: TITLE_MAX,
    description: `1..${TITLE_MAX} characters, kept trimmed (blank is a 400)`,
  }),
  poster: Type.Optional(
    Type.String({
      maxLength: URL_MAX,
      pattern: POSTER_PATTERN,
      description:
        'an http or https address of the poster image, or an uploaded one (POST /product/category/poster); empty when not sent',
    }),
  ),
  link: Type.Optional(
    Type.String({
      maxLength: URL_MAX,
      pattern: LINK_PATTERN,
      description: 'an http or https address, or an app link such as app://home/trending; empty when not sent',
    }),
  ),
});

export const CategoryDramasBody = Type.Object({
  ...ScopeFields,
  dramaIds: Type.Array(RowId, {
    maxItems: CATEGORY_DRAMAS_MAX,
    description: `every drama of the category, in order (the first is shown first): at most ${CATEGORY_DRAMAS_MAX}, each once, each a drama of the category's project`,
  }),
});

export const DramaOptionsQuery = Type.Object({
  ...ScopeFields,
  categoryId: RowId,
  keyword: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'a part of the code or of the name, whatever the case; the newest dramas when absent',
    }),
  ),
});

export const DramaOption = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  status: DramaStatus,
  poster: Type.String(),
});

export const CategoryAnswer = Envelope(Category);
export const CategoryDetailAnswer = Envelope(CategoryDetail);
export const CategoryListAnswer = Envelope(Page(Category));
export const DeletedCategoryAnswer = Envelope(
  Type.Object({
    id: Type.Integer(),
    dramaCount: Type.Integer({ minimum: 0, description: 'how many dramas (not deleted) the category held' }),
  }),
);
export const DramaOptionsAnswer = Envelope(Type.Array(DramaOption));
