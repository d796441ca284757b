import { useMemo } from 'react';
import { Form, type FormInstance, type RulesProps, Select } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { useEnumSelectOptions, useT } from '@backoffice/shared';
import {
  FormDrawer,
  type FormField,
  formFields,
  formValues,
  SchemaFields,
  schemaRules,
  useProjectField,
} from '@backoffice/shared/list';
import { type CreateSettingConfigApiArg, createSettingConfigBody, editSettingConfigBody } from './configApi.generated';
import { type ConfigEntry, useCreateSettingConfigMutation, useEditSettingConfigMutation } from './configApi';
import { ConfigValueInput } from './ConfigValue';
import { CONFIG_VALUE_TYPE, type ValueType } from './configValueType';

type ConfigSave = CreateSettingConfigApiArg['body'];

// The api's checks of a value by its type (configValue.ts), which its body's schema cannot
// state: mirrored so most mistakes are named before saving.
const NUMBER_PATTERN = /^-?\d{1,15}(\.\d{1,6})?$/;
const MAX_JSON_BYTES = 16 * 1024;
const MAX_STRING_CHARS = 4000;
const NEW_ENTRY: Partial<ConfigSave> = { valueType: 'string', value: '' };

/**
 * Create (`entry` null) or edit an entry; the value's input and rules follow the chosen type.
 * Not a SpecForm: the value's control and rules change with the type chosen in the form; the
 * fields, their labels and hints are still the spec's (`fields`).
 */
export function ConfigForm({
  fields,
  entry,
  visible,
  onClose,
}: {
  fields: object;
  entry: ConfigEntry | null;
  visible: boolean;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = useT();
  const typeOptions = useEnumSelectOptions(CONFIG_VALUE_TYPE);
  const [create] = useCreateSettingConfigMutation();
  const [edit] = useEditSettingConfigMutation();
  const schema = entry ? editSettingConfigBody : createSettingConfigBody;
  // the form's own fields only: the row's projectCode would pose as the request's scope
  const initialValues = useMemo(() => (entry ? formValues<ConfigSave>(fields, entry) : NEW_ENTRY), [fields, entry]);

  const save = ({ configKey, ...change }: ConfigSave) =>
    entry ? edit({ id: entry.id, body: change }).unwrap() : create({ body: { configKey, ...change } }).unwrap();

  // A boolean keeps true/false; leaving boolean clears the value, which would not fit another type.
  const typeChanged = (form: FormInstance<ConfigSave>, type: ValueType) => {
    const value = form.getFieldValue('value');
    if (type === 'boolean') form.setFieldValue('value', value === 'true' ? 'true' : 'false');
    else if (value === 'true' || value === 'false') form.setFieldValue('value', '');
  };

  const check = (problem: (value: string) => string | null): RulesProps => ({
    validator: (value: string | undefined, callback: (error?: string) => void) =>
      callback((value ? problem(value) : null) ?? undefined),
  });
  const jsonProblem = (value: string) => {
    if (new Blob([value]).size > MAX_JSON_BYTES) return t('settingConfig.rule.jsonSize');
    try {
      JSON.parse(value);
      return null;
    } catch (error) {
      return t('settingConfig.rule.json', { reason: (error as Error).message });
    }
  };
  const valueChecks: Record<ValueType, RulesProps[]> = {
    string: [{ maxLength: MAX_STRING_CHARS, message: t('settingConfig.rule.stringLength') }],
    number: [check((value) => (NUMBER_PATTERN.test(value.trim()) ? null : t('settingConfig.rule.number')))],
    boolean: [],
    json: [check(jsonProblem)],
  };
  const valueExtra: Partial<Record<ValueType, string>> = {
    number: t('settingConfig.numberExtra'),
    json: t('settingConfig.jsonExtra'),
  };

  // the type's choice clears a value that would not fit it
  // under all projects a new entry starts by saying which project it is for
  const projectField = useProjectField(fields, !entry);
  const own = (field: FormField, form: FormInstance<ConfigSave>): FormField =>
    field.field === 'valueType'
      ? { ...field, input: <Select options={typeOptions} onChange={(type: ValueType) => typeChanged(form, type)} /> }
      : field;
  const valueItem = ({ label }: FormField) => (
    <Form.Item key="value" noStyle shouldUpdate={(previous, current) => previous.valueType !== current.valueType}>
      {({ valueType = 'string' }: Partial<ConfigSave>) => (
        <Form.Item
          key={valueType}
          field="value"
          label={label}
          extra={valueExtra[valueType]}
          rules={[...schemaRules(schema, 'value', label, intl), ...valueChecks[valueType]]}
        >
          <ConfigValueInput type={valueType} aria-label={label} />
        </Form.Item>
      )}
    </Form.Item>
  );

  return (
    <FormDrawer<ConfigSave>
      title={entry ? t('settingConfig.editTitle', { key: entry.configKey }) : t('settingConfig.createTitle')}
      visible={visible}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      width={560}
    >
      {(form) =>
        [...projectField, ...formFields(fields, t, Boolean(entry))].map((field) =>
          field.field === 'value' ? (
            valueItem(field)
          ) : (
            <SchemaFields key={field.field} schema={schema} fields={[own(field, form)]} />
          ),
        )
      }
    </FormDrawer>
  );
}
