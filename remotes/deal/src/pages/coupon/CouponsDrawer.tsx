import { useState } from 'react';
import { Drawer, Input, Select, Space, Table, Tag } from '@arco-design/web-react';
import { useEnumLabel, useT } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import { COUPON_STATE } from '../../enums';
import { type GetDealCouponIssuedListApiArg, useGetDealCouponIssuedListQuery } from './couponApi.generated';
import type { Template } from '.';

const PAGE_SIZE = 20;

/** The coupons a template issued (or every template, `null`), newest first, filtered by state and user code on the server. */
export function CouponsDrawer({ template, onClose }: { template: Template | null; onClose(): void }) {
  const t = useT();
  const label = useEnumLabel();
  const [pageNum, setPageNum] = useState(1);
  const [state, setState] = useState<GetDealCouponIssuedListApiArg['state']>();
  const [userCode, setUserCode] = useState('');
  const result = useGetDealCouponIssuedListQuery({
    ...(template ? { templateId: template.id } : {}),
    pageNum,
    pageSize: PAGE_SIZE,
    ...(state ? { state } : {}),
    ...(userCode.trim() ? { userCode: userCode.trim() } : {}),
  });
  const page = result.data;
  return (
    <Drawer
      visible
      width={760}
      title={template ? t('coupon.coupons.title', { name: template.name }) : t('coupon.coupons.all')}
      onCancel={onClose}
      footer={null}
    >
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('coupon.userCode')}
          placeholder={t('coupon.userCode')}
          onSearch={(value) => {
            setPageNum(1);
            setUserCode(value);
          }}
        />
        <Select
          allowClear
          aria-label={t('coupon.state')}
          placeholder={t('coupon.state')}
          style={{ width: 160 }}
          value={state}
          onChange={(value) => {
            setPageNum(1);
            setState(value);
          }}
          options={COUPON_STATE.options.map((option) => ({
            value: option.value,
            label: label(COUPON_STATE, option.value),
          }))}
        />
      </Space>
      <Table
        rowKey="id"
        size="small"
        loading={result.isFetching}
        data={page?.list ?? []}
        noDataElement={result.isError ? t('coupon.coupons.error') : t('coupon.coupons.empty')}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          onChange: setPageNum,
        }}
        columns={[
          ...(template ? [] : [{ title: t('coupon.template'), dataIndex: 'templateName' }]),
          { title: t('coupon.userCode'), dataIndex: 'userCode' },
          {
            title: t('coupon.state'),
            dataIndex: 'state',
            render: (value: string) => <Tag color={COUPON_STATE.colorOf(value)}>{label(COUPON_STATE, value)}</Tag>,
          },
          { title: t('coupon.issueTime'), dataIndex: 'issueTime', render: (value: string) => formatDateTime(value) },
          { title: t('coupon.expireTime'), dataIndex: 'expireTime', render: (value: string) => formatDateTime(value) },
          {
            title: t('coupon.usedTime'),
            dataIndex: 'usedTime',
            render: (value: string | null) => (value ? formatDateTime(value) : '—'),
          },
          {
            title: t('coupon.issuedBy'),
            dataIndex: 'operatorName',
            render: (value: string) => value || t('coupon.system'),
          },
        ]}
      />
    </Drawer>
  );
}
