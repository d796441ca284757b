import { useState } from 'react';
import { formatDateTime } from '@backoffice/shared/list';
import { Button, Drawer, Empty, Result, Space, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { type ConfigChange, type ConfigEntry, useGetSettingConfigHistoryQuery } from './configApi';
import { HistoryValue } from './ConfigValue';

const PAGE_SIZE = 10;
const ACTION_COLORS: Record<string, string> = { create: 'green', edit: 'arcoblue', delete: 'red' };

/** Who changed an entry, from what to what and when, newest first, a page at a time. */
export function ConfigHistory({ entry, onClose }: { entry: ConfigEntry | null; onClose(): void }) {
  const t = useT();
  // Another entry starts again at page 1.
  const [paging, setPaging] = useState({ id: 0, pageNum: 1 });
  const pageNum = entry && paging.id === entry.id ? paging.pageNum : 1;
  const history = useGetSettingConfigHistoryQuery(
    { id: entry?.id ?? 0, pageNum, pageSize: PAGE_SIZE },
    { skip: !entry },
  );

  const columns: TableColumnProps<ConfigChange>[] = [
    {
      title: t('settingConfig.history.action'),
      dataIndex: 'action',
      width: 100,
      render: (action: string) => <Tag color={ACTION_COLORS[action]}>{t(`settingConfig.history.${action}`)}</Tag>,
    },
    {
      title: t('settingConfig.history.change'),
      dataIndex: 'newValue',
      render: (_: unknown, change) => (
        <Space size={4}>
          <HistoryValue value={change.oldValue} />
          <span aria-hidden>→</span>
          <HistoryValue value={change.newValue} />
        </Space>
      ),
    },
    { title: t('settingConfig.history.by'), dataIndex: 'changedBy', width: 120 },
    {
      title: t('settingConfig.history.time'),
      dataIndex: 'changeTime',
      width: 170,
      render: (time: string) => formatDateTime(time),
    },
  ];

  return (
    <Drawer
      title={entry ? t('settingConfig.historyTitle', { key: entry.configKey }) : ''}
      visible={Boolean(entry)}
      width={720}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      {history.isError && !history.data ? (
        <Result
          status="error"
          title={t('settingConfig.history.error')}
          extra={
            <Button type="primary" onClick={() => history.refetch()}>
              {t('settingConfig.history.retry')}
            </Button>
          }
        />
      ) : (
        <Table<ConfigChange>
          rowKey="id"
          columns={columns}
          data={history.data?.list ?? []}
          loading={history.isFetching}
          noDataElement={
            history.isLoading ? (
              <div style={{ minHeight: 80 }} />
            ) : (
              <Empty description={t('settingConfig.history.empty')} />
            )
          }
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: history.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: (next: number) => setPaging({ id: entry?.id ?? 0, pageNum: next }),
          }}
          border={false}
        />
      )}
    </Drawer>
  );
}
