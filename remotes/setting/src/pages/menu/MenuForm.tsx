import { useMemo } from 'react';
import { Form, Input, Radio, type RulesProps, Select, TreeSelect } from '@arco-design/web-react';
import {
  IconApps,
  IconCustomerService,
  IconDashboard,
  IconGift,
  IconSend,
  IconSettings,
  IconTrophy,
  IconUser,
  IconVideoCamera,
} from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { useT } from '@backoffice/shared';
import {
  FormDrawer,
  type FormField,
  formFields,
  type RuleOptions,
  SchemaFields,
  schemaRules,
} from '@backoffice/shared/list';
import { createSettingMenuBody, editSettingMenuBody } from './menuApi.generated';
import {
  type MenuItem,
  type MenuSave,
  type MenuType,
  bodyOf,
  useCreateSettingMenuMutation,
  useEditSettingMenuMutation,
} from './menuApi';
import { nextOrderNum, siblingsOf } from './menuRows';

// The icons the host's menu knows (host/src/menu/menuIcons.tsx); another name shows none.
const ICONS = {
  IconApps,
  IconCustomerService,
  IconDashboard,
  IconGift,
  IconSend,
  IconSettings,
  IconTrophy,
  IconUser,
  IconVideoCamera,
};
export const ICON_SELECT = (
  <Select allowClear allowCreate showSearch>
    {Object.entries(ICONS).map(([name, Icon]) => (
      <Select.Option key={name} value={name}>
        <Icon style={{ marginRight: 8 }} />
        {name}
      </Select.Option>
    ))}
  </Select>
);
// The api refuses a button's permission in another form (its service, not its schema, says so).
const PERMS_PATTERN = /^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;
const TYPES = createSettingMenuBody.properties.menuType.anyOf.map(({ enum: [type] }) => type);
/** The type of parent each type sits under; modules sit at the top. */
const PARENT_TYPE: Record<MenuType, MenuType | null> = { M: null, C: 'M', F: 'C' };

/** What the drawer is open for: an item to edit, or a new one (under a parent, of a type). */
export type MenuEditing = { item: MenuItem } | { parentId: number; menuType: MenuType };

interface MenuFormProps {
  /** the screen's field spec: the fields' labels, hints and controls */
  fields: object;
  editing: MenuEditing | null;
  items: MenuItem[];
  labelOf(item: MenuItem): string;
  onClose(): void;
}

/**
 * A menu item's form. Not a SpecForm: its fields, their hints and rules follow the type chosen
 * (a module, a page or a button), and the parent is picked in the menu's own tree; the labels
 * and fixed hints are the spec's.
 */
export function MenuForm({ fields, editing, items, labelOf, onClose }: MenuFormProps) {
  const intl = useIntl();
  const t = useT();
  const [create] = useCreateSettingMenuMutation();
  const [edit] = useEditSettingMenuMutation();
  const edited = editing && 'item' in editing ? editing.item : undefined;
  const schema = edited ? editSettingMenuBody : createSettingMenuBody;
  const initialValues = useMemo<Partial<MenuSave> | undefined>(() => {
    if (!editing) return undefined;
    // a module's parent (0) is no choice: a module turned into a page must be given one
    if ('item' in editing) return { ...bodyOf(editing.item), parentId: editing.item.parentId || undefined };
    return {
      parentId: editing.parentId || undefined,
      menuType: editing.menuType,
      visible: '1',
      orderNum: nextOrderNum(items, editing.parentId),
    };
    // the defaults are taken once, when the drawer opens: a refetch must not reset the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  // Parents to choose from: modules for a page; pages (inside their modules) for a button.
  const parentChoices = (menuType: MenuType) => {
    const wanted = PARENT_TYPE[menuType];
    const node = (item: MenuItem): object => ({
      key: String(item.id),
      title: `${labelOf(item)} (${item.menuName})`,
      disabled: item.menuType !== wanted,
      children:
        wanted === 'C' && item.menuType === 'M'
          ? siblingsOf(items, item.id)
              .filter((child) => child.menuType === 'C')
              .map(node)
          : undefined,
    });
    return siblingsOf(items, 0)
      .filter((item) => item.menuType === 'M')
      .map(node);
  };

  const submit = async (values: MenuSave) => {
    const parent = items.find((item) => item.id === values.parentId);
    const body: MenuSave = {
      ...values,
      parentId: values.menuType === 'M' ? 0 : values.parentId,
      // a button has no url of its own: it keeps its own, or takes its page's, as the seed does
      url: values.menuType === 'F' ? (edited?.menuType === 'F' ? edited.url : (parent?.url ?? '')) : values.url,
      perms: values.menuType === 'F' ? values.perms : '',
      icon: values.menuType === 'F' ? '' : values.icon,
    };
    return edited ? edit({ id: edited.id, body }).unwrap() : create({ body }).unwrap();
  };

  const parentName = editing && !('item' in editing) ? items.find((item) => item.id === editing.parentId) : undefined;
  const title = edited
    ? t('settingMenu.form.editTitle', { name: labelOf(edited) })
    : parentName
      ? t('settingMenu.form.addChildTitle', { name: labelOf(parentName) })
      : t('settingMenu.form.addTitle');
  // The fields SchemaFields cannot draw (a control needing a formatter, a rule the api's schema
  // does not state) take the schema's rules here, with their own after them.
  const rulesOf = (field: string, label: string, options: RuleOptions, ...own: RulesProps[]) => [
    ...schemaRules(schema, field, label, intl, options),
    ...own,
  ];

  const spec = Object.fromEntries(formFields(fields, t, Boolean(edited)).map((field) => [field.field, field]));
  const typeField: FormField = {
    ...spec.menuType,
    input: (
      <Radio.Group
        type="button"
        options={TYPES.map((type) => ({ value: type, label: t(`settingMenu.type.${type}`) }))}
      />
    ),
  };
  const visibleOptions = [
    { value: '1', label: t('settingMenu.visible.shown') },
    { value: '0', label: t('settingMenu.visible.hidden') },
  ];
  return (
    <FormDrawer<MenuSave>
      title={title}
      visible={Boolean(editing)}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      width={560}
    >
      <SchemaFields schema={schema} fields={[typeField]} />
      <Form.Item shouldUpdate noStyle>
        {(values: Partial<MenuSave>) => {
          const type = values.menuType ?? 'M';
          const label = values.remark
            ? intl.formatMessage({ id: values.remark, defaultMessage: values.menuName || values.remark })
            : '';
          const after: FormField[] = [
            {
              ...spec.remark,
              extra: label ? t('settingMenu.form.remark.help', { label }) : t('settingMenu.form.remark.helpEmpty'),
              input: <Input placeholder="menu.setting.user" />,
            },
            // a button is no item of the menu: no icon, never shown or hidden
            ...(type === 'F' ? [] : [spec.icon]),
            spec.orderNum,
            ...(type === 'F' ? [] : [{ ...spec.visible, input: <Radio.Group options={visibleOptions} /> }]),
          ];
          return (
            <>
              {type !== 'M' && (
                <Form.Item
                  field="parentId"
                  label={spec.parentId.label}
                  extra={t(type === 'C' ? 'settingMenu.form.parent.helpC' : 'settingMenu.form.parent.helpF')}
                  rules={rulesOf('parentId', spec.parentId.label, {})}
                  // the tree's keys are strings, the api's ids numbers
                  normalize={(value) => (value ? Number(value) : undefined)}
                  formatter={(value) => (value ? String(value) : undefined)}
                >
                  <TreeSelect
                    treeData={parentChoices(type)}
                    treeProps={{
                      defaultExpandedKeys: items.filter((item) => item.menuType === 'M').map((item) => String(item.id)),
                    }}
                    showSearch
                    allowClear
                  />
                </Form.Item>
              )}
              <SchemaFields
                schema={schema}
                fields={[{ ...spec.menuName, extra: t(`settingMenu.form.name.help${type}`) }]}
              />
              {type === 'F' ? (
                <Form.Item
                  field="perms"
                  label={spec.perms.label}
                  extra={spec.perms.extra}
                  rules={rulesOf(
                    'perms',
                    spec.perms.label,
                    { required: true },
                    { match: PERMS_PATTERN, message: t('settingMenu.form.perms.pattern') },
                  )}
                >
                  <Input placeholder="setting:user:add" />
                </Form.Item>
              ) : (
                <Form.Item
                  field="url"
                  label={spec.url.label}
                  extra={t(type === 'C' ? 'settingMenu.form.url.helpC' : 'settingMenu.form.url.helpM')}
                  // the host routes a url from its "/": the api takes any, the form does not
                  rules={rulesOf(
                    'url',
                    spec.url.label,
                    { required: type === 'C' },
                    { match: /^\//, message: t('settingMenu.form.url.slash') },
                  )}
                >
                  <Input placeholder={type === 'C' ? '/setting/user' : '/setting'} />
                </Form.Item>
              )}
              <SchemaFields schema={schema} fields={after} />
            </>
          );
        }}
      </Form.Item>
    </FormDrawer>
  );
}
