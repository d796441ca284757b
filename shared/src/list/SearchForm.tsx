import { type ReactElement, useEffect, useId } from 'react';
import { Button, Form, Grid } from '@arco-design/web-react';
import { IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';

export interface SearchField {
  name: string;
  label: string;
  /** the control: an Input, Select, InputNumber… (Form.Item wires value/onChange) */
  input: ReactElement;
}

interface SearchFormProps {
  fields: SearchField[];
  values: Record<string, unknown>;
  onSearch(values: Record<string, unknown>): void;
}

/**
 * A list's filters. They apply on Search (or Enter), not per keystroke, and follow the URL:
 * the back button or a shared link fills the form with the filters it carries.
 */
export function SearchForm({ fields, values, onSearch }: SearchFormProps) {
  const intl = useIntl();
  const [form] = Form.useForm();
  // Arco builds each control's id from the form's id and the field: a search form and a
  // drawer form with the same field names must not share ids (labels would point astray).
  const formId = `search${useId().replace(/:/g, '')}`;
  const shown = JSON.stringify(values);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(shown));
  }, [form, shown]);

  const submit = () => onSearch(form.getFieldsValue());
  return (
    <Form
      id={formId}
      form={form}
      layout="horizontal"
      labelAlign="left"
      labelCol={{ flex: '96px' }}
      wrapperCol={{ flex: 1 }}
      className="list-search"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'list.search' })}
    >
      <Grid.Row gutter={[24, 16]}>
        {fields.map((field) => (
          <Grid.Col key={field.name} xs={24} md={12} xl={8}>
            <Form.Item field={field.name} label={field.label}>
              {field.input}
            </Form.Item>
          </Grid.Col>
        ))}
        <Grid.Col xs={24} md={12} xl={8} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Button type="primary" htmlType="submit" icon={<IconSearch />}>
            {intl.formatMessage({ id: 'list.search' })}
          </Button>
          <Button
            icon={<IconRefresh />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {intl.formatMessage({ id: 'list.reset' })}
          </Button>
        </Grid.Col>
      </Grid.Row>
    </Form>
  );
}
