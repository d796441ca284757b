import { useMemo, useState } from 'react';
import { Checkbox, Input, Select } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { defineFields, formatDateTime, ResourcePage } from '@backoffice/shared/list';
import {
  type CreateDealFastpackagetemplateApiArg,
  createDealFastpackagetemplateBody,
  dealFastpackagetemplateApi,
  editDealFastpackagetemplateBody,
  type ListDealFastpackagetemplateApiArg,
  type ListDealFastpackagetemplateApiResponse,
  useGetDealFastpackagetemplateOptionsQuery,
} from './fastpackagetemplateApi.generated';
import { LadderInput } from './LadderInput';
import { PreviewDrawer } from './PreviewDrawer';

export type Template = ListDealFastpackagetemplateApiResponse['list'][number];
type TemplateBody = CreateDealFastpackagetemplateApiArg['body'];

const PLATFORMS = ['ios', 'android', 'web'];

const {
  listDealFastpackagetemplate: list,
  createDealFastpackagetemplate: create,
  editDealFastpackagetemplate: edit,
  deleteDealFastpackagetemplate: remove,
} = dealFastpackagetemplateApi.endpoints;

/**
 * Quick package templates: one price ladder (steps of coins, each priced in every currency its
 * countries pay in) that creates a package a step and currency in one step, previewed first.
 */
export default function FastPackageTemplatePage() {
  const t = useT();
  const options = useGetDealFastpackagetemplateOptionsQuery().data;
  const [previewing, setPreviewing] = useState<Template | null>(null);
  const fields = useMemo(
    () =>
      defineFields<Template, TemplateBody, ListDealFastpackagetemplateApiArg>()({
        name: { label: 'fastpackagetemplate.name', column: { sortBy: 'name' }, search: {}, form: {} },
        platforms: {
          label: 'fastpackagetemplate.platforms',
          column: {
            render: (platforms: string[]) => platforms.map((p) => t(`fastpackagetemplate.platform.${p}`)).join(', '),
          },
          form: {
            input: (
              <Checkbox.Group
                options={PLATFORMS.map((platform) => ({
                  value: platform,
                  label: t(`fastpackagetemplate.platform.${platform}`),
                }))}
              />
            ),
          },
        },
        countries: {
          label: 'fastpackagetemplate.countries',
          column: { render: (countries: string[]) => countries.join(', ') },
          form: {
            extra: 'fastpackagetemplate.countries.hint',
            input: (
              <Select
                mode="multiple"
                options={(options?.countries ?? []).map((country) => ({
                  value: country.code,
                  label: `${country.name} (${country.currency})`,
                }))}
              />
            ),
          },
        },
        channels: {
          label: 'fastpackagetemplate.channels',
          column: { render: (channels: string[]) => channels.join(', ') },
          form: {
            input: (
              <Select
                mode="multiple"
                options={(options?.channels ?? []).map((channel) => ({ value: channel.code, label: channel.name }))}
              />
            ),
          },
        },
        steps: {
          label: 'fastpackagetemplate.steps',
          column: {
            render: (steps: Template['steps']) => t('fastpackagetemplate.steps.count', { count: steps.length }),
          },
          form: { extra: 'fastpackagetemplate.steps.hint', input: <LadderInput /> },
        },
        productPrefix: {
          label: 'fastpackagetemplate.productPrefix',
          form: { extra: 'fastpackagetemplate.productPrefix.hint' },
        },
        appliedCount: {
          label: 'fastpackagetemplate.appliedCount',
          valueType: 'count',
          column: { align: 'right' },
        },
        appliedTime: {
          label: 'fastpackagetemplate.appliedTime',
          column: { render: (time: string | null) => (time ? formatDateTime(time) : '—') },
        },
        remark: {
          label: 'fastpackagetemplate.remark',
          column: { ellipsis: true, defaultHidden: true },
          form: { input: <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} /> },
        },
        createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
      }),
    [options, t],
  );
  return (
    <ResourcePage
      screen="deal/fastpackagetemplate"
      fields={fields}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createDealFastpackagetemplateBody, edit: editDealFastpackagetemplateBody }}
      noun="fastpackagetemplate.noun"
      nameOf={(template) => template.name}
      initialValues={{
        platforms: ['web'],
        steps: [{ coins: 100, bonusCoins: 0, prices: [{ currency: 'USD', priceMinor: 99 }] }],
      }}
      rowActions={(template, standard) => [
        {
          key: 'preview',
          label: t('fastpackagetemplate.preview'),
          permission: 'deal:fastpackagetemplate:query',
          run: () => setPreviewing(template),
        },
        standard.edit,
        standard.remove,
      ]}
      deleteNote={() => t('fastpackagetemplate.delete.note')}
      emptyText={t('fastpackagetemplate.empty')}
    >
      {previewing && <PreviewDrawer template={previewing} onClose={() => setPreviewing(null)} />}
    </ResourcePage>
  );
}
