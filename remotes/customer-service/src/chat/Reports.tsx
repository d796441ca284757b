// The queue's report for the last 7 or 30 days: first-response and resolution time (medians)
// by day, and each agent's conversations and satisfaction. Tables: they are read, not watched.
import { useState } from 'react';
import { Button, Drawer, Radio, Spin, Table } from '@arco-design/web-react';
import { useLocale, useT } from '@backoffice/shared';
import { type ChatQueue, type ChatReport, useChatReportQuery } from './chatApi';
import { dayBefore, formatSeconds } from './chatTime';
import { StateNote } from './StateNote';

const duration = (seconds: number | null) => (seconds === null ? '—' : formatSeconds(seconds));

export function Reports({ queue, onClose }: { queue: ChatQueue; onClose(): void }) {
  const t = useT();
  const [locale] = useLocale();
  const [days, setDays] = useState<7 | 30>(7);
  const range = { from: dayBefore(days - 1), to: dayBefore(0) };
  const report = useChatReportQuery({ path: queue.path, ...range });
  const score = (value: number | null) =>
    value === null ? '—' : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

  const body = () => {
    if (report.isError)
      return (
        <StateNote text={t('chat.report.error')}>
          <Button size="small" onClick={() => void report.refetch()}>
            {t('chat.retry')}
          </Button>
        </StateNote>
      );
    if (!report.currentData)
      return (
        <div className="chat-center">
          <Spin />
        </div>
      );
    const data: ChatReport = report.currentData;
    return (
      <>
        <h4 className="chat-card-title">{t('chat.report.byDay')}</h4>
        <Table
          size="small"
          rowKey="day"
          pagination={false}
          data={data.days}
          noDataElement={t('chat.report.empty')}
          columns={[
            { title: t('chat.report.day'), dataIndex: 'day' },
            { title: t('chat.report.conversations'), dataIndex: 'conversations', align: 'right' },
            {
              title: t('chat.report.firstResponse'),
              dataIndex: 'firstResponseP50Seconds',
              align: 'right',
              render: duration,
            },
            { title: t('chat.report.resolution'), dataIndex: 'resolutionP50Seconds', align: 'right', render: duration },
            { title: t('chat.report.satisfaction'), dataIndex: 'satisfactionAvg', align: 'right', render: score },
          ]}
        />
        <h4 className="chat-card-title">{t('chat.report.byAgent')}</h4>
        <Table
          size="small"
          rowKey="userId"
          pagination={false}
          data={data.agents}
          noDataElement={t('chat.report.empty')}
          columns={[
            { title: t('chat.report.agent'), dataIndex: 'name' },
            { title: t('chat.report.conversations'), dataIndex: 'conversations', align: 'right' },
            {
              title: t('chat.report.firstResponse'),
              dataIndex: 'firstResponseP50Seconds',
              align: 'right',
              render: duration,
            },
            {
              title: t('chat.report.satisfaction'),
              dataIndex: 'satisfactionAvg',
              align: 'right',
              render: (value: number | null, row) =>
                value === null
                  ? '—'
                  : t('chat.report.satisfaction.value', { score: score(value), count: row.satisfactionCount }),
            },
          ]}
        />
      </>
    );
  };

  return (
    <Drawer visible width={720} title={t('chat.report.title')} footer={null} onCancel={onClose}>
      <div className="chat-report-range">
        <Radio.Group type="button" size="small" value={days} onChange={setDays}>
          <Radio value={7}>{t('chat.report.days', { days: 7 })}</Radio>
          <Radio value={30}>{t('chat.report.days', { days: 30 })}</Radio>
        </Radio.Group>
        <span className="chat-hint">{t('chat.report.range', range)}</span>
      </div>
      {body()}
    </Drawer>
  );
}
