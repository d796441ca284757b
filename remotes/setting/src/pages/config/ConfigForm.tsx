import { useMemo } from 'react';
import { useT } from '@backoffice/shared';
import { Form, type FormInstance, Input, Select, Switch } from '@arco-design/web-react';
import { FormDrawer } from '@backoffice/shared/list';
import { type ConfigEntry, type ConfigValues, useCreateConfigMutation, useEditConfigMutation, VALUE_TYPES, type ValueType } from './configApi';

// The api's own checks (configValue.ts), mirrored so most mistakes are named before saving.
const KEY_PATTERN = /^[a-z][a-z0-9_.-]{1,63}$/;
const NUMBER_PATTERN = /^-?\d{1,15}(\.\d{1,6})?$/;
const MAX_JSON_BYTES = 16 * 1024;
const MAX_STRING_CHARS = 4000;
const NEW_ENTRY: Partial<ConfigValues> = { valueType: 'string', value: '' };

type Check = (value: string | undefined, callback: (error?: string) => void) => void;

/** Create (`entry` null) or edit an entry; the value's input and rules follow the chosen type. */
export function ConfigForm({ entry, visible, onClose }: { entry: ConfigEntry | null; visible: boolean; onClose(): void }) {
  const t = useT();
  const [createConfig] = useCreateConfigMutation();
  const [editConfig] = useEditConfigMutation();
  const initialValues = useMemo<Partial<ConfigValues>>(
    () => (entry ? { configKey: entry.configKey, valueType: entry.valueType, value: entry.value, description: entry.description } : NEW_ENTRY),
    [entry],
  );

  const save = (values: ConfigValues) =>
    entry
      ? editConfig({ id: entry.id, valueType: values.valueType, value: values.value, description: values.description }).unwrap()
      : createConfig(values).unwrap();

  // A boolean keeps true/false; leaving boolean clears the value, which would not fit another type.
  const typeChanged = (form: FormInstance<ConfigValues>, type: ValueType) => {
    const value = form.getFieldValue('value');
    if (type === 'boolean') form.setFieldValue('value', value === 'true' ? 'true' : 'false');
    else if (value === 'true' || value === 'false') form.setFieldValue('value', '');
  };

  const numberCheck: Check = (value, callback) => callback(!value || NUMBER_PATTERN.test(value.trim()) ? undefined : t('settingConfig.rule.number'));
  const jsonCheck: Check = (value, callback) => {
    if (!value) return callback();
    if (new Blob([value]).size > MAX_JSON_BYTES) return callback(t('settingConfig.rule.jsonSize'));
    try {
      JSON.parse(value);
      callback();
    } catch (error) {
      callback(t('settingConfig.rule.json', { reason: (error as Error).message }));
    }
  };

  const valueItem = (type: ValueType | undefined) => {
    const label = t('settingConfig.value');
    const required = { required: true, message: t('settingConfig.rule.valueRequired') };
    switch (type) {
      case 'boolean':
        return (
          <Form.Item key="boolean" field="value" label={label} triggerPropName="checked" normalize={(checked: unknown) => String(checked === true)} formatter={(value: unknown) => value === 'true'}>
            <Switch checkedText="true" uncheckedText="false" aria-label={label} />
          </Form.Item>
        );
      case 'number':
        return (
          <Form.Item key="number" field="value" label={label} rules={[required, { validator: numberCheck }]} extra={t('settingConfig.numberExtra')}>
            <Input inputMode="decimal" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        );
      case 'json':
        return (
          <Form.Item key="json" field="value" label={label} rules={[required, { validator: jsonCheck }]} extra={t('settingConfig.jsonExtra')}>
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        );
      default:
        return (
          <Form.Item key="string" field="value" label={label} rules={[required, { maxLength: MAX_STRING_CHARS, message: t('settingConfig.rule.stringLength') }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
          </Form.Item>
        );
    }
  };

  return (
    <FormDrawer<ConfigValues>
      title={entry ? t('settingConfig.editTitle', { key: entry.configKey }) : t('settingConfig.createTitle')}
      visible={visible}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      width={560}
    >
      {(form) => (
        <>
          <Form.Item
            field="configKey"
            label={t('settingConfig.configKey')}
            disabled={Boolean(entry)}
            extra={entry ? undefined : t('settingConfig.keyExtra')}
            rules={entry ? [] : [{ required: true, message: t('settingConfig.rule.keyRequired') }, { match: KEY_PATTERN, message: t('settingConfig.rule.keyPattern') }]}
          >
            <Input maxLength={64} placeholder="player.free_episodes" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Form.Item field="valueType" label={t('settingConfig.valueType')} rules={[{ required: true }]} extra={entry ? t('settingConfig.typeChangeExtra') : undefined}>
            <Select
              options={VALUE_TYPES.map((type) => ({ value: type, label: t(`settingConfig.type.${type}`) }))}
              onChange={(type: ValueType) => typeChanged(form, type)}
            />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(previous, current) => previous.valueType !== current.valueType}>
            {(values: Partial<ConfigValues>) => valueItem(values.valueType)}
          </Form.Item>
          <Form.Item field="description" label={t('settingConfig.description')} rules={[{ maxLength: 500, message: t('settingConfig.rule.descriptionLength') }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} showWordLimit />
          </Form.Item>
        </>
      )}
    </FormDrawer>
  );
}
