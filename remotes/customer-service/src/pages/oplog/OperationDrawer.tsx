import { Descriptions, Drawer, Tag, Typography } from '@arco-design/web-react';
import { selectUserInfo, useAppSelector, useEnumLabel, useProjectName, useT } from '@backoffice/shared';
import { formatDateTime } from '@backoffice/shared/list';
import { OPERATION_RESULT } from '../../enums';
import type { Operation } from './oplogApi';

/** The parameters as sent (secrets already masked by the api), laid out to read. */
const shown = (params: unknown) => (params === null || params === undefined ? '—' : JSON.stringify(params, null, 2));

/** One operation in full: the request (method, path, parameters), how it ended, who sent it, when, where. */
export function OperationDrawer({ operation, onClose }: { operation: Operation | null; onClose(): void }) {
  const t = useT();
  const label = useEnumLabel();
  const projectName = useProjectName();
  const projects = useAppSelector(selectUserInfo)?.projects ?? [];
  // a project of the reader's by its name; any other by its code
  const projectOf = (code: string) => projectName(projects.find((project) => project.code === code)) || code;
  return (
    <Drawer
      width={640}
      title={t('oplog.detail.title')}
      visible={operation !== null}
      onCancel={onClose}
      footer={null}
      unmountOnExit
    >
      {operation && (
        <>
          <Descriptions
            column={1}
            labelStyle={{ width: 120 }}
            data={[
              { label: t('oplog.operTime'), value: formatDateTime(operation.operTime) },
              { label: t('oplog.username'), value: operation.username || '—' },
              {
                label: t('oplog.project'),
                value: operation.projectCode ? projectOf(operation.projectCode) : t('oplog.project.none'),
              },
              { label: t('oplog.title'), value: operation.title || '—' },
              { label: t('oplog.method'), value: operation.method },
              { label: t('oplog.url'), value: <code>{operation.url}</code> },
              {
                label: t('oplog.status'),
                value: (
                  <Tag color={OPERATION_RESULT.colorOf(operation.status)}>
                    {label(OPERATION_RESULT, operation.status)} · HTTP {operation.httpStatus}
                  </Tag>
                ),
              },
              ...(operation.errorMsg ? [{ label: t('oplog.errorMsg'), value: operation.errorMsg }] : []),
              { label: t('oplog.duration'), value: t('oplog.duration.value', { ms: operation.durationMs }) },
              { label: t('oplog.clientIp'), value: operation.clientIp || '—' },
            ]}
          />
          <Typography.Title heading={6}>{t('oplog.params')}</Typography.Title>
          <pre aria-label={t('oplog.params')} className="oplog-params">
            {shown(operation.params)}
          </pre>
        </>
      )}
    </Drawer>
  );
}
