import { useMemo } from 'react';
import { Form, Input, InputNumber, Radio, Select, TreeSelect } from '@arco-design/web-react';
import { IconApps, IconCustomerService, IconDashboard, IconGift, IconSend, IconSettings, IconTrophy, IconUser, IconVideoCamera } from '@arco-design/web-react/icon';
import { useIntl } from 'react-intl';
import { useT } from '@backoffice/shared';
import { FormDrawer } from '@backoffice/shared/list';
import { type MenuItem, type MenuType, type MenuValues, bodyOf, useCreateMenuItemMutation, useUpdateMenuItemMutation } from './menuApi';
import { nextOrderNum, siblingsOf } from './menuRows';

// The icons the host's menu knows (host/src/menu/menuIcons.tsx); another name shows none.
const ICONS = { IconApps, IconCustomerService, IconDashboard, IconGift, IconSend, IconSettings, IconTrophy, IconUser, IconVideoCamera };
const PERMS_PATTERN = /^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;
/** The type of parent each type sits under; modules sit at the top. */
const PARENT_TYPE: Record<MenuType, MenuType | null> = { M: null, C: 'M', F: 'C' };

/** What the drawer is open for: an item to edit, or a new one (under a parent, of a type). */
export type MenuEditing = { item: MenuItem } | { parentId: number; menuType: MenuType };

interface MenuFormProps {
  editing: MenuEditing | null;
  items: MenuItem[];
  labelOf(item: MenuItem): string;
  onClose(): void;
}

export function MenuForm({ editing, items, labelOf, onClose }: MenuFormProps) {
  const intl = useIntl();
  const t = useT();
  const [create] = useCreateMenuItemMutation();
  const [update] = useUpdateMenuItemMutation();
  const edited = editing && 'item' in editing ? editing.item : undefined;
  const initialValues = useMemo<Partial<MenuValues> | undefined>(() => {
    if (!editing) return undefined;
    if ('item' in editing) return bodyOf(editing.item);
    return { parentId: editing.parentId, menuType: editing.menuType, visible: '1', orderNum: nextOrderNum(items, editing.parentId) };
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
      children: wanted === 'C' && item.menuType === 'M' ? siblingsOf(items, item.id).filter((child) => child.menuType === 'C').map(node) : undefined,
    });
    return siblingsOf(items, 0).filter((item) => item.menuType === 'M').map(node);
  };

  const submit = async (values: MenuValues) => {
    const parent = items.find((item) => item.id === values.parentId);
    const body: MenuValues = {
      ...values,
      parentId: values.menuType === 'M' ? 0 : values.parentId,
      // a button has no url of its own: it keeps its own, or takes its page's, as the seed does
      url: values.menuType === 'F' ? (edited?.menuType === 'F' ? edited.url : parent?.url ?? '') : values.url ?? '',
      perms: values.menuType === 'F' ? values.perms : '',
      icon: values.menuType === 'F' ? '' : values.icon ?? '',
      remark: values.remark ?? '',
    };
    return edited ? update({ ...body, id: edited.id }).unwrap() : create(body).unwrap();
  };

  const parentName = editing && !('item' in editing) ? items.find((item) => item.id === editing.parentId) : undefined;
  const title = edited
    ? t('settingMenu.form.editTitle', { name: labelOf(edited) })
    : parentName
      ? t('settingMenu.form.addChildTitle', { name: labelOf(parentName) })
      : t('settingMenu.form.addTitle');
  const tooLong = (max: number) => ({ maxLength: max, message: t('settingMenu.form.tooLong', { max }) });

  return (
    <FormDrawer<MenuValues> title={title} visible={Boolean(editing)} initialValues={initialValues} onSubmit={submit} onClose={onClose} width={560}>
      <Form.Item field="menuType" label={t('settingMenu.type')} extra={t('settingMenu.form.type.help')}>
        <Radio.Group type="button">
          {(['M', 'C', 'F'] as const).map((type) => (
            <Radio key={type} value={type}>{t(`settingMenu.type.${type}`)}</Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {(values: Partial<MenuValues>) => {
          const type = values.menuType ?? 'M';
          const label = values.remark ? intl.formatMessage({ id: values.remark, defaultMessage: values.menuName || values.remark }) : '';
          return (
            <>
              {type !== 'M' && (
                <Form.Item
                  field="parentId"
                  label={t('settingMenu.form.parent')}
                  extra={t(type === 'C' ? 'settingMenu.form.parent.helpC' : 'settingMenu.form.parent.helpF')}
                  rules={[{ required: true, validator: (value, callback) => callback(value ? undefined : t('settingMenu.form.parent.required')) }]}
                  // the tree's keys are strings, the api's ids numbers
                  normalize={(value) => (value ? Number(value) : undefined)}
                  formatter={(value) => (value ? String(value) : undefined)}
                >
                  <TreeSelect
                    treeData={parentChoices(type)}
                    treeProps={{ defaultExpandedKeys: items.filter((item) => item.menuType === 'M').map((item) => String(item.id)) }}
                    showSearch
                    allowClear
                  />
                </Form.Item>
              )}
              <Form.Item
                field="menuName"
                label={t('settingMenu.form.name')}
                extra={t(`settingMenu.form.name.help${type}`)}
                rules={[{ required: true, validator: (value: string | undefined, callback) => callback(value?.trim() ? undefined : t('settingMenu.form.name.required')) }, tooLong(100)]}
              >
                <Input />
              </Form.Item>
              {type !== 'F' && (
                <Form.Item
                  field="url"
                  label={t('settingMenu.url')}
                  extra={t(type === 'C' ? 'settingMenu.form.url.helpC' : 'settingMenu.form.url.helpM')}
                  rules={[
                    { required: type === 'C', message: t('settingMenu.form.url.required') },
                    { match: /^\//, message: t('settingMenu.form.url.slash') },
                    tooLong(200),
                  ]}
                >
                  <Input placeholder={type === 'C' ? '/setting/user' : '/setting'} />
                </Form.Item>
              )}
              {type === 'F' && (
                <Form.Item
                  field="perms"
                  label={t('settingMenu.perms')}
                  extra={t('settingMenu.form.perms.help')}
                  rules={[{ required: true, message: t('settingMenu.form.perms.required') }, { match: PERMS_PATTERN, message: t('settingMenu.form.perms.pattern') }, tooLong(100)]}
                >
                  <Input placeholder="setting:user:add" />
                </Form.Item>
              )}
              <Form.Item
                field="remark"
                label={t('settingMenu.form.remark')}
                extra={label ? t('settingMenu.form.remark.help', { label }) : t('settingMenu.form.remark.helpEmpty')}
                rules={[tooLong(200)]}
              >
                <Input placeholder="menu.setting.user" />
              </Form.Item>
              {type !== 'F' && (
                <Form.Item field="icon" label={t('settingMenu.icon')} extra={t('settingMenu.form.icon.help')} rules={[tooLong(64)]}>
                  <Select allowClear allowCreate showSearch>
                    {Object.entries(ICONS).map(([name, Icon]) => (
                      <Select.Option key={name} value={name}>
                        <Icon style={{ marginRight: 8 }} />
                        {name}
                      </Select.Option>
                    ))}
                  </Select>
                </Form.Item>
              )}
              <Form.Item field="orderNum" label={t('settingMenu.orderNum')}>
                <InputNumber min={0} max={100000} precision={0} />
              </Form.Item>
              {type !== 'F' && (
                <Form.Item field="visible" label={t('settingMenu.visible')}>
                  <Radio.Group>
                    <Radio value="1">{t('settingMenu.visible.shown')}</Radio>
                    <Radio value="0">{t('settingMenu.visible.hidden')}</Radio>
                  </Radio.Group>
                </Form.Item>
              )}
            </>
          );
        }}
      </Form.Item>
    </FormDrawer>
  );
}
