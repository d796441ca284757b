import { useState } from 'react';
import { Alert, Button, Input, InputNumber, Message, Popconfirm, Select, Space, Table } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { PermissionButton } from '@backoffice/shared/list';
import { PRIZE_REWARD_KIND } from '../../enums';
import {
  type DrawDetail,
  type EditActivityDrawprizePrizesApiArg,
  percentOf,
  type Prize,
  useDeleteActivityDrawprizePrizesMutation,
  useEditActivityDrawprizePrizesMutation,
} from './drawprizeApi';
import { OddsSum } from './OddsSum';

type Row = EditActivityDrawprizePrizesApiArg['body']['prizes'][number] & { key: string; givenToday?: number };

const rowOf = (prize: Prize): Row => ({
  key: String(prize.id),
  id: prize.id,
  name: prize.name,
  imageUrl: prize.imageUrl,
  rewardKind: prize.rewardKind as Row['rewardKind'],
  rewardAmount: prize.rewardAmount,
  couponTemplateId: prize.couponTemplateId,
  probabilityBp: prize.probabilityBp,
  stock: prize.stock,
  dailyCap: prize.dailyCap,
  sort: prize.sort,
  givenToday: prize.givenToday,
});
const errorOf = (error: unknown) =>
  error as { message?: string; errors?: { field: string; message: string }[] } | undefined;

/**
 * The draw's prizes, edited together and saved whole: their odds must sum to exactly 100.00%.
 * Keyed by the saved table, so a save (or another's change) starts it again from the server's rows.
 */
export function PrizeTable({ draw }: { draw: DrawDetail }) {
  const t = useT();
  const [rows, setRows] = useState<Row[]>(() => draw.prizes.map(rowOf));
  const [save, saving] = useEditActivityDrawprizePrizesMutation();
  const [remove] = useDeleteActivityDrawprizePrizesMutation();
  const sum = rows.reduce((total, row) => total + (row.probabilityBp ?? 0), 0);
  const change = (key: string, values: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...values } : row)));
  const add = () =>
    setRows((current) => [
      ...current,
      {
        key: `new-${Date.now()}`,
        name: '',
        imageUrl: '',
        rewardKind: 'point',
        rewardAmount: 1,
        couponTemplateId: null,
        probabilityBp: 0,
        stock: null,
        dailyCap: null,
        sort: current.length,
      },
    ]);
  const submit = async () => {
    const prizes = rows.map(({ key: _key, givenToday: _given, ...prize }) => prize);
    const answer = await save({ id: draw.id, body: { prizes } });
    if ('data' in answer) Message.success(t('drawprize.prizes.saved'));
  };
  const drop = async (row: Row) => {
    if (row.id === undefined) return setRows((current) => current.filter((one) => one.key !== row.key));
    const answer = await remove({ id: draw.id, prizeId: row.id });
    if ('error' in answer) Message.error(errorOf(answer.error)?.message ?? t('drawprize.prizes.deleteFailed'));
  };
  const failure = errorOf(saving.error);
  const number = (row: Row, field: 'rewardAmount' | 'probabilityBp' | 'sort', label: string, max = 1_000_000) => (
    <InputNumber
      aria-label={`${label} ${row.name}`}
      min={0}
      max={max}
      precision={0}
      value={row[field] as number}
      onChange={(value) => change(row.key, { [field]: value ?? 0 })}
    />
  );
  const optional = (row: Row, field: 'stock' | 'dailyCap', label: string) => (
    <InputNumber
      aria-label={`${label} ${row.name}`}
      min={field === 'dailyCap' ? 1 : 0}
      precision={0}
      placeholder={t('drawprize.unlimited')}
      value={row[field] ?? undefined}
      onChange={(value) => change(row.key, { [field]: value ?? null })}
    />
  );

  return (
    <div data-testid="prize-table">
      <Table
        rowKey="key"
        pagination={false}
        data={rows}
        scroll={{ x: 1300 }}
        noDataElement={t('drawprize.prizes.empty')}
        columns={[
          {
            title: t('drawprize.name'),
            render: (_, row: Row) => (
              <Input
                aria-label={t('drawprize.name')}
                value={row.name}
                maxLength={64}
                onChange={(name) => change(row.key, { name })}
              />
            ),
          },
          {
            title: t('drawprize.image'),
            render: (_, row: Row) => (
              <Input
                aria-label={`${t('drawprize.image')} ${row.name}`}
                value={row.imageUrl}
                maxLength={512}
                onChange={(imageUrl) => change(row.key, { imageUrl })}
              />
            ),
          },
          {
            title: t('drawprize.rewardKind'),
            render: (_, row: Row) => (
              <Select
                aria-label={`${t('drawprize.rewardKind')} ${row.name}`}
                value={row.rewardKind}
                style={{ width: 120 }}
                options={PRIZE_REWARD_KIND.options.map((option) => ({ value: option.value, label: t(option.labelId) }))}
                onChange={(rewardKind: Row['rewardKind']) =>
                  change(row.key, {
                    rewardKind,
                    rewardAmount: rewardKind === 'none' || rewardKind === 'coupon' ? 0 : Math.max(1, row.rewardAmount),
                  })
                }
              />
            ),
          },
          {
            title: t('drawprize.rewardAmount'),
            render: (_, row: Row) => number(row, 'rewardAmount', t('drawprize.rewardAmount')),
          },
          {
            title: t('drawprize.couponTemplate'),
            render: (_, row: Row) =>
              row.rewardKind === 'coupon' ? (
                <InputNumber
                  aria-label={`${t('drawprize.couponTemplate')} ${row.name}`}
                  min={1}
                  precision={0}
                  value={row.couponTemplateId ?? undefined}
                  onChange={(value) => change(row.key, { couponTemplateId: value ?? null })}
                />
              ) : (
                '—'
              ),
          },
          {
            title: t('drawprize.probability'),
            render: (_, row: Row) => (
              <Space>
                {number(row, 'probabilityBp', t('drawprize.probability'), 10_000)}
                <span>{percentOf(row.probabilityBp)}</span>
              </Space>
            ),
          },
          { title: t('drawprize.stock'), render: (_, row: Row) => optional(row, 'stock', t('drawprize.stock')) },
          {
            title: t('drawprize.dailyCap'),
            render: (_, row: Row) => optional(row, 'dailyCap', t('drawprize.dailyCap')),
          },
          { title: t('drawprize.givenToday'), render: (_, row: Row) => row.givenToday ?? 0, align: 'right' },
          { title: t('drawprize.sort'), render: (_, row: Row) => number(row, 'sort', t('drawprize.sort'), 9999) },
          {
            title: '',
            fixed: 'right',
            render: (_, row: Row) => (
              <Popconfirm title={t('drawprize.prizes.deleteConfirm', { name: row.name })} onOk={() => drop(row)}>
                <Button size="mini" status="danger" type="text">
                  {t('drawprize.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      {failure && (
        <Alert
          type="error"
          style={{ marginTop: 12 }}
          content={failure.errors?.map((one) => `${one.field}: ${one.message}`).join('; ') || failure.message}
        />
      )}
      <Space style={{ marginTop: 12 }}>
        <span>{t('drawprize.sum')}</span>
        <OddsSum bp={sum} />
        <Button onClick={add}>{t('drawprize.prizes.add')}</Button>
        <PermissionButton
          permission="activity:drawprize:edit"
          type="primary"
          loading={saving.isLoading}
          onClick={submit}
        >
          {t('drawprize.prizes.save')}
        </PermissionButton>
      </Space>
    </div>
  );
}
