import { Type } from '@sinclair/typebox';
import { Envelope } from '../../platform/envelope';
import { RowId } from '../../platform/fields';
import { ListFields, Page, ScopeFields, SortByName } from '../../platform/listQuery';

/** The one order an index serves for every filter (0010's feedback_created and feedback_by_label, 0025's feedback_status). */
export const FEEDBACK_SORT: Record<string, string> = {
  create_time: 'feedback.create_time',
  createTime: 'feedback.create_time',
};
export const FEEDBACK_DEFAULT_SORT = 'create_time';

export const REPLY_MAX = 2000;
/** How many feedback items one bulk labelling takes. */
export const LABEL_BULK_MAX = 500;

const FeedbackType = Type.Union(
  [0, 1, 2, 3, 4, 5].map((type) => Type.Literal(type)),
  { description: 'FEEDBACK_TYPE: 1 bug, 2 playback, 3 payment, 4 content, 5 suggestion, 0 other' },
);
const FeedbackStatus = Type.Union([Type.Literal(0), Type.Literal(1)], {
  description: 'FEEDBACK_STATUS: 0 new, 1 handled',
});
const Time = Type.String({ format: 'date-time' });
const OrNull = <T extends ReturnType<typeof Type.String | typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The filters of the list and of its export. */
export const feedbackFilters = {
  type: Type.Optional(FeedbackType),
  labelId: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1, description: "a label's id; 0 for the feedback without a label" }),
  ),
  status: Type.Optional(FeedbackStatus),
  userCode: Type.Optional(Type.String({ maxLength: 64, description: "the app user's code, exactly" })),
  beginTime: Type.Optional(Type.String({ format: 'date-time', description: 'sent at or after' })),
  endTime: Type.Optional(Type.String({ format: 'date-time', description: 'sent before' })),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'a part of the content, whatever the case' })),
};

export const FeedbackListQuery = Type.Object({
  ...ScopeFields,
  ...ListFields,
  sortBy: SortByName(Object.keys(FEEDBACK_SORT), FEEDBACK_DEFAULT_SORT),
  ...feedbackFilters,
});
export const FeedbackFilterQuery = Type.Object({ ...ScopeFields, ...feedbackFilters });

export const Feedback = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  userCode: Type.String({ description: "the app user's code; empty if the user is gone" }),
  type: FeedbackType,
  content: Type.String(),
  images: Type.Array(Type.String(), { description: 'screenshot URLs, as the app uploaded them' }),
  labelId: OrNull(Type.Integer()),
  labelTitle: Type.String({ description: "the label's title; empty without a label" }),
  labelColour: Type.String({ description: "the label's #RRGGBB; empty without a label" }),
  labelDeleted: Type.Boolean({ description: 'the label was deleted since it was set' }),
  status: FeedbackStatus,
  reply: Type.String({ description: 'the last reply sent to the user; empty before any' }),
  replyTime: OrNull(Time),
  handledByName: Type.String({ description: 'who marked it handled; empty while new' }),
  handledTime: OrNull(Time),
  createTime: Time,
});

export const FeedbackLabelOption = Type.Object({
  id: Type.Integer(),
  projectCode: Type.String(),
  title: Type.String(),
  colour: Type.String(),
});

export const SetLabelBody = Type.Object({
  ...ScopeFields,
  ids: Type.Array(RowId, {
    minItems: 1,
    maxItems: LABEL_BULK_MAX,
    description: `the feedback to label, 1..${LABEL_BULK_MAX}`,
  }),
  labelId: Type.Integer({
    minimum: 0,
    maximum: 2 ** 31 - 1,
    description: "a live label of the feedback's project; 0 takes the label off",
  }),
});

export const ReplyBody = Type.Object({
  ...ScopeFields,
  content: Type.String({
    minLength: 1,
    maxLength: REPLY_MAX,
    description: `1..${REPLY_MAX} characters, kept trimmed; sent to the user's inbox`,
  }),
  handled: Type.Optional(
    Type.Boolean({ description: 'mark the feedback handled too (when new); default false', default: false }),
  ),
});

export const FeedbackListAnswer = Envelope(Page(Feedback));
export const FeedbackAnswer = Envelope(Feedback);
export const LabelOptionsAnswer = Envelope(Type.Array(FeedbackLabelOption));
export const SetLabelAnswer = Envelope(
  Type.Object({ updated: Type.Integer({ minimum: 0, description: 'how many feedback items now carry the label' }) }),
);
