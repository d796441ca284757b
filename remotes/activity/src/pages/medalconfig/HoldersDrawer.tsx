import { useState } from 'react';
import { Alert, Drawer, Input, Modal, Select, Space, Table, Tag } from '@arco-design/web-react';
import { isApiError, useEnumLabel, useT, whileFormSaves } from '@backoffice/shared';
import { formatDateTime, PermissionButton } from '@backoffice/shared/list';
import { BADGE_SOURCE } from '../../enums';
import {
  type GetActivityMedalconfigHoldersApiResponse,
  useAwardActivityMedalconfigMutation,
  useGetActivityMedalconfigHoldersQuery,
  useRevokeActivityMedalconfigMutation,
} from './medalconfigApi.generated';
import type { Badge } from '.';

const PAGE_SIZE = 20;
type Holding = GetActivityMedalconfigHoldersApiResponse['list'][number];

/**
 * A badge's holders (or those whose holding was revoked), newest first; staff award it by hand
 * to users named by their codes with a reason, and revoke it from one with a reason after a
 * confirmation. The reward a holding gave is not taken back.
 */
export function HoldersDrawer({ badge, onClose }: { badge: Badge; onClose(): void }) {
  const t = useT();
  const label = useEnumLabel();
  const [pageNum, setPageNum] = useState(1);
  const [state, setState] = useState<'held' | 'revoked'>('held');
  const [userCode, setUserCode] = useState('');
  const result = useGetActivityMedalconfigHoldersQuery({
    id: badge.id,
    pageNum,
    pageSize: PAGE_SIZE,
    state,
    ...(userCode.trim() ? { userCode: userCode.trim() } : {}),
  });
  const [award, awarding] = useAwardActivityMedalconfigMutation();
  const [revoke] = useRevokeActivityMedalconfigMutation();
  const [codes, setCodes] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [revoking, setRevoking] = useState<Holding | null>(null);
  const [revokeReason, setRevokeReason] = useState('');
  const userCodes = codes
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);

  const refused = (error: unknown) => {
    if (!isApiError(error)) throw error;
    setNote({ type: 'error', text: error.message });
  };
  const submitAward = async () => {
    setNote(null);
    try {
      const report = await whileFormSaves(() =>
        award({ id: badge.id, body: { userCodes, reason: reason.trim() } }).unwrap(),
      );
      setNote({
        type: 'success',
        text: t('medalconfig.award.report', {
          awarded: report.awarded.length,
          held: report.held.length,
          unknown: report.unknown.length ? report.unknown.join(', ') : '—',
        }),
      });
      setCodes('');
    } catch (error) {
      refused(error);
    }
  };
  const submitRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke({ id: badge.id, body: { userCode: revoking.userCode, reason: revokeReason.trim() } }).unwrap();
      setNote({ type: 'success', text: t('medalconfig.revoke.done', { user: revoking.userCode }) });
    } catch (error) {
      refused(error);
    }
    setRevoking(null);
    setRevokeReason('');
  };

  const page = result.data;
  return (
    <Drawer
      visible
      width={820}
      title={t('medalconfig.holders.title', { name: badge.name })}
      onCancel={onClose}
      footer={null}
    >
      <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
        <Input.TextArea
          aria-label={t('medalconfig.award.codes')}
          placeholder={t('medalconfig.award.codes.hint')}
          autoSize={{ minRows: 2, maxRows: 5 }}
          value={codes}
          onChange={setCodes}
        />
        <Space>
          <Input
            aria-label={t('medalconfig.reason')}
            placeholder={t('medalconfig.reason')}
            maxLength={255}
            style={{ width: 360 }}
            value={reason}
            onChange={setReason}
          />
          <PermissionButton
            permission="activity:medalconfig:award"
            type="primary"
            loading={awarding.isLoading}
            disabled={!userCodes.length || !reason.trim() || badge.status !== 0}
            onClick={() => void submitAward()}
          >
            {t('medalconfig.award')}
          </PermissionButton>
        </Space>
        {badge.status !== 0 && <Alert type="warning" content={t('medalconfig.award.offline')} />}
        {note && <Alert type={note.type} content={note.text} closable onClose={() => setNote(null)} />}
      </Space>
      <Space style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('medalconfig.holders.state')}
          style={{ width: 160 }}
          value={state}
          onChange={(value) => {
            setPageNum(1);
            setState(value);
          }}
          options={[
            { value: 'held', label: t('medalconfig.holders.held') },
            { value: 'revoked', label: t('medalconfig.holders.revoked') },
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t('medalconfig.userCode')}
          placeholder={t('medalconfig.userCode')}
          onSearch={(value) => {
            setPageNum(1);
            setUserCode(value);
          }}
        />
      </Space>
      <Table
        rowKey="id"
        size="small"
        loading={result.isFetching}
        data={page?.list ?? []}
        noDataElement={
          result.isError
            ? t('medalconfig.holders.error')
            : userCode.trim()
              ? t('medalconfig.holders.noMatch')
              : t('medalconfig.holders.empty')
        }
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, onChange: setPageNum }}
        columns={[
          { title: t('medalconfig.userCode'), dataIndex: 'userCode' },
          {
            title: t('medalconfig.source'),
            dataIndex: 'source',
            render: (value: string) => <Tag color={BADGE_SOURCE.colorOf(value)}>{label(BADGE_SOURCE, value)}</Tag>,
          },
          { title: t('medalconfig.reason'), dataIndex: 'reason', ellipsis: true },
          {
            title: t('medalconfig.awardedAt'),
            dataIndex: 'createTime',
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('medalconfig.awardedBy'),
            dataIndex: 'awardByName',
            render: (value: string) => value || t('medalconfig.system'),
          },
          ...(state === 'revoked'
            ? [
                {
                  title: t('medalconfig.revokedAt'),
                  dataIndex: 'revokeTime',
                  render: (value: string | null) => (value ? formatDateTime(value) : '—'),
                },
                { title: t('medalconfig.revokeReason'), dataIndex: 'revokeReason', ellipsis: true },
              ]
            : [
                {
                  title: t('medalconfig.actions'),
                  dataIndex: 'id',
                  render: (_: number, holding: Holding) => (
                    <PermissionButton
                      permission="activity:medalconfig:revoke"
                      size="mini"
                      status="danger"
                      onClick={() => setRevoking(holding)}
                    >
                      {t('medalconfig.revoke')}
                    </PermissionButton>
                  ),
                },
              ]),
        ]}
      />
      <Modal
        visible={!!revoking}
        title={t('medalconfig.revoke.title', { user: revoking?.userCode ?? '' })}
        okText={t('medalconfig.revoke')}
        okButtonProps={{ status: 'danger', disabled: !revokeReason.trim() }}
        onOk={() => void submitRevoke()}
        onCancel={() => setRevoking(null)}
      >
        <p>{t('medalconfig.revoke.note')}</p>
        <Input
          aria-label={t('medalconfig.revokeReason')}
          placeholder={t('medalconfig.revokeReason')}
          maxLength={255}
          value={revokeReason}
          onChange={setRevokeReason}
        />
      </Modal>
    </Drawer>
  );
}
