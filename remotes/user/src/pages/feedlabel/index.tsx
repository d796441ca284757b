import { Input, Space, Tag } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, ResourcePage, upperCase } from '@backoffice/shared/list';
import { ColourInput, PRESET_COLOURS } from './ColourInput';
import {
  type CreateUserFeedlabelApiArg,
  createUserFeedlabelBody,
  editUserFeedlabelBody,
  type ListUserFeedlabelApiArg,
} from './feedlabelApi.generated';
import { FEEDBACK_LABEL_ENDPOINTS, type FeedbackLabel } from './feedlabelApi';

type LabelBody = CreateUserFeedlabelApiArg['body'];

const SWATCH = { display: 'inline-block', width: 14, height: 14, borderRadius: 3, verticalAlign: 'middle' };
const FIELDS = defineFields<FeedbackLabel, LabelBody, ListUserFeedlabelApiArg>()({
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  title: {
    label: 'feedlabel.title',
    column: { sortBy: 'title', render: (title, label) => <Tag color={label.colour}>{title}</Tag> },
    search: { placeholder: 'feedlabel.title.placeholder' },
    form: { extra: 'feedlabel.title.hint' },
  },
  colour: {
    label: 'feedlabel.colour',
    column: {
      render: (colour) => (
        <Space size={6}>
          <span aria-hidden style={{ ...SWATCH, background: colour }} />
          <code>{colour}</code>
        </Space>
      ),
    },
    form: { patternHint: 'feedlabel.colour.hint', normalize: upperCase, input: <ColourInput placeholder="#165DFF" /> },
  },
  description: {
    label: 'feedlabel.description',
    column: { ellipsis: true },
    search: { placeholder: 'feedlabel.description.placeholder' },
    form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
  },
  sort: { label: 'feedlabel.sort', column: { sortBy: 'sort', align: 'right' }, form: { extra: 'feedlabel.sort.hint' } },
  feedbackCount: { label: 'feedlabel.feedbackCount', valueType: 'count', column: { align: 'right' } },
  updateTime: { label: 'feedlabel.updated', valueType: 'dateTime', column: { sortBy: 'updateTime' } },
});
const NEW_LABEL: Partial<LabelBody> = { colour: PRESET_COLOURS[0], sort: 0 };

/** The labels customer service sorts app users' feedback by, each with how much feedback carries it. */
export default function FeedbackLabelsPage() {
  const t = useT();
  return (
    <ResourcePage
      screen="user/feedlabel"
      fields={FIELDS}
      endpoints={FEEDBACK_LABEL_ENDPOINTS}
      schema={{ create: createUserFeedlabelBody, edit: editUserFeedlabelBody }}
      noun="feedlabel.noun"
      nameOf={(label) => label.title}
      initialValues={NEW_LABEL}
      emptyText={t('feedlabel.empty')}
      deleteNote={(label) =>
        label.feedbackCount
          ? t('feedlabel.delete.carried', { count: label.feedbackCount })
          : t('feedlabel.delete.unused')
      }
    />
  );
}
