import { useMemo } from 'react';
import { Input } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { FormDrawer, type FormField, SchemaFields, upperCase } from '@backoffice/shared/list';
import { ColourInput, PRESET_COLOURS } from './ColourInput';
import {
  type CreateUserFeedlabelApiArg,
  createUserFeedlabelBody,
  editUserFeedlabelBody,
  type FeedbackLabel,
  useCreateUserFeedlabelMutation,
  useEditUserFeedlabelMutation,
} from './feedlabelApi';

type LabelSave = CreateUserFeedlabelApiArg['body'];

const NEW_LABEL: Partial<LabelSave> = { colour: PRESET_COLOURS[0], sort: 0 };

/** Add or edit a feedback label: its title, tag colour, what it is for and its place in the order. */
export function LabelForm({ target, onClose }: { target: FeedbackLabel | 'new' | null; onClose(): void }) {
  const t = useT();
  const [create] = useCreateUserFeedlabelMutation();
  const [edit] = useEditUserFeedlabelMutation();
  const editing = target !== null && target !== 'new' ? target : null;

  // the form's own fields only: a row's projectCode would pose as the request's scope
  const initialValues = useMemo<Partial<LabelSave>>(() => {
    if (!editing) return NEW_LABEL;
    const { title, colour, description, sort } = editing;
    return { title, colour, description, sort };
  }, [editing]);
  const save = (body: LabelSave) => (editing ? edit({ id: editing.id, body }).unwrap() : create({ body }).unwrap());

  const fields: FormField[] = [
    { field: 'title', label: t('feedlabel.title'), extra: t('feedlabel.title.hint') },
    {
      field: 'colour',
      label: t('feedlabel.colour'),
      patternHint: t('feedlabel.colour.hint'),
      normalize: upperCase,
      input: <ColourInput placeholder="#165DFF" />,
    },
    {
      field: 'description',
      label: t('feedlabel.description'),
      input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />,
    },
    { field: 'sort', label: t('feedlabel.sort'), extra: t('feedlabel.sort.hint') },
  ];

  return (
    <FormDrawer<LabelSave>
      title={editing ? t('feedlabel.edit.title', { title: editing.title }) : t('feedlabel.create')}
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
    >
      <SchemaFields schema={editing ? editUserFeedlabelBody : createUserFeedlabelBody} fields={fields} />
    </FormDrawer>
  );
}
