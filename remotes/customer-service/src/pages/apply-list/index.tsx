import { useState } from 'react';
import { useT } from '@backoffice/shared';
import {
  defineFields,
  ListPage,
  type RowAction,
  searchKinds,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import { APPLICATION_STATUS, WALLET_KIND } from '../../enums';
import {
  type Application,
  type ListCustomerServiceApplyApiArg,
  useListCustomerServiceApplyQuery,
} from './applyListApi';
import { type Decision, DecisionDialog } from './DecisionDialog';

const FIELDS = defineFields<Application, never, ListCustomerServiceApplyApiArg>()({
  id: {
    label: 'applyList.id',
    column: { sortBy: 'id' },
    search: { kind: 'number', placeholder: 'applyList.id.placeholder' },
  },
  userCode: {
    label: 'applyList.userCode',
    valueType: 'code',
    column: true,
    search: { placeholder: 'applyList.userCode.placeholder' },
  },
  kind: { label: 'applyList.kind', valueType: 'enum', enum: WALLET_KIND, column: true, search: true },
  amount: { label: 'applyList.amount', valueType: 'count', column: { sortBy: 'amount', align: 'right' } },
  reason: { label: 'applyList.reason', column: { ellipsis: true } },
  status: {
    label: 'applyList.status',
    valueType: 'enum',
    enum: APPLICATION_STATUS,
    column: { sortBy: 'status' },
    search: true,
  },
  applicantName: { label: 'applyList.applicant', column: true },
  createTime: { label: 'applyList.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
  reviewerName: { label: 'applyList.reviewer', column: { render: (name) => name || '—' } },
  reviewNote: { label: 'applyList.reviewNote', column: { ellipsis: true, render: (note) => note || '—' } },
  // who decided and why show; when is a column to add: the list fits a 1440 px screen without it
  reviewTime: {
    label: 'applyList.reviewed',
    valueType: 'dateTime',
    column: { sortBy: 'reviewTime', defaultHidden: true },
  },
  expiresAt: { label: 'applyList.expiresAt', valueType: 'dateTime', column: { defaultHidden: true } },
});

/**
 * The large-bonus applications: staff top-ups over a project's threshold, waiting for a
 * reviewer other than their applicant. Approving credits the wallet; rejecting says why.
 */
export default function ApplicationsPage() {
  const t = useT();
  const list = useListParams<ListCustomerServiceApplyApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListCustomerServiceApplyQuery(list.request);
  const columns = useFieldColumns<Application, typeof FIELDS>(FIELDS);
  const [deciding, setDeciding] = useState<{ application: Application; decision: Decision } | null>(null);

  const decide = (application: Application, decision: Decision): RowAction => ({
    key: decision,
    label: t(`applyList.${decision}`),
    permission: 'customer-service:apply-list:review',
    hidden: application.status !== 'pending',
    danger: decision === 'reject',
    // four eyes: the api refuses the applicant's own decision too
    disabled: application.mine ? t('applyList.ownApplication') : undefined,
    run: () => setDeciding({ application, decision }),
  });

  return (
    <>
      <ListPage<Application, typeof list.filters>
        title={t('menu.customer-service.apply')}
        list={list}
        result={result}
        columns={columns}
        rowActions={(application) => [decide(application, 'approve'), decide(application, 'reject')]}
        rowKey="id"
        listKey="customer-service.apply"
        emptyText={t('applyList.empty')}
      />
      {deciding && (
        <DecisionDialog
          key={`${deciding.application.id}-${deciding.decision}`}
          {...deciding}
          current={result.data?.list.find((row) => row.id === deciding.application.id)}
          onRefresh={() => void result.refetch()}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
