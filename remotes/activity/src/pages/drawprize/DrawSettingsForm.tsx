import { useEffect } from 'react';
import { Alert, Form, InputNumber, Message, Select } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { PermissionButton } from '@backoffice/shared/list';
import { type DrawDetail, type EditActivityDrawprizeApiArg, useEditActivityDrawprizeMutation } from './drawprizeApi';

type Settings = Omit<EditActivityDrawprizeApiArg['body'], 'projectCode' | 'tenantCode'>;
const COST_KINDS = ['point', 'coin', 'ticket'] as const;

/** What a draw costs, how often a user may draw a day, the pity counter and the fallback prize. */
export function DrawSettingsForm({ draw }: { draw: DrawDetail }) {
  const t = useT();
  const [form] = Form.useForm<Settings>();
  const [save, saving] = useEditActivityDrawprizeMutation();
  useEffect(() => {
    form.setFieldsValue({
      costKind: draw.costKind,
      cost: draw.cost,
      perUserDailyLimit: draw.perUserDailyLimit,
      pityAfter: draw.pityAfter,
      fallbackPrizeId: draw.fallbackPrizeId,
    });
  }, [draw, form]);
  const submit = async (values: Settings) => {
    const body = {
      costKind: values.costKind,
      cost: values.cost,
      perUserDailyLimit: values.perUserDailyLimit ?? null,
      pityAfter: values.pityAfter ?? null,
      fallbackPrizeId: values.fallbackPrizeId ?? null,
    };
    const answer = await save({ id: draw.id, body });
    if ('data' in answer) Message.success(t('drawprize.settings.saved'));
  };
  const failure = (saving.error as { message?: string } | undefined)?.message;
  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={submit}
      style={{ maxWidth: 420 }}
      aria-label={t('drawprize.settings')}
    >
      <Form.Item label={t('drawprize.costKind')} field="costKind" rules={[{ required: true }]}>
        <Select
          options={COST_KINDS.map((kind) => ({ value: kind, label: t(`shared.enum.prizeRewardKind.${kind}`) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('drawprize.cost')}
        field="cost"
        rules={[{ required: true, type: 'number', min: 0, max: 1_000_000 }]}
      >
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item label={t('drawprize.dailyLimit')} field="perUserDailyLimit" extra={t('drawprize.emptyIsNone')}>
        <InputNumber min={1} max={1000} precision={0} placeholder={t('drawprize.unlimited')} />
      </Form.Item>
      <Form.Item label={t('drawprize.pityAfter')} field="pityAfter" extra={t('drawprize.pityAfter.hint')}>
        <InputNumber min={2} max={1000} precision={0} placeholder={t('drawprize.none')} />
      </Form.Item>
      <Form.Item label={t('drawprize.fallback')} field="fallbackPrizeId" extra={t('drawprize.fallback.hint')}>
        <Select
          allowClear
          placeholder={t('drawprize.fallback.default')}
          options={draw.prizes
            .filter((prize) => prize.stock === null && prize.dailyCap === null)
            .map((prize) => ({ value: prize.id, label: prize.name }))}
        />
      </Form.Item>
      {failure && <Alert type="error" content={failure} style={{ marginBottom: 12 }} />}
      <PermissionButton
        permission="activity:drawprize:edit"
        type="primary"
        htmlType="submit"
        loading={saving.isLoading}
      >
        {t('drawprize.settings.save')}
      </PermissionButton>
    </Form>
  );
}
