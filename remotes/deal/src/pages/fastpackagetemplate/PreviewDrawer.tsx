import { useState } from 'react';
import { Alert, Button, Drawer, Space, Table } from '@arco-design/web-react';
import { formatMoney, isApiError, useT, whileFormSaves } from '@backoffice/shared';
import { PermissionButton } from '@backoffice/shared/list';
import { useIntl } from 'react-intl';
import {
  type ApplyDealFastpackagetemplateApiResponse,
  useApplyDealFastpackagetemplateMutation,
  useGetDealFastpackagetemplatePreviewQuery,
} from './fastpackagetemplateApi.generated';
import type { Template } from '.';

/** An api refusal as the drawer says it: the package and field it is about (packages[2].priceMinor), and why. */
function refusalOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const problem = error.errors[0];
  return problem ? `${problem.field}: ${problem.message}` : error.message;
}

/**
 * What applying a template would create, checked by the api as the package screen checks a
 * package; then Apply creates them all in one step (or none, saying which package was refused).
 */
export function PreviewDrawer({ template, onClose }: { template: Template; onClose(): void }) {
  const t = useT();
  const intl = useIntl();
  const preview = useGetDealFastpackagetemplatePreviewQuery({ id: template.id });
  const [apply] = useApplyDealFastpackagetemplateMutation();
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState<ApplyDealFastpackagetemplateApiResponse | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const packages = preview.data?.packages ?? [];

  const run = async () => {
    setApplying(true);
    setRefusal(null);
    try {
      setApplied(await whileFormSaves(() => apply({ id: template.id }).unwrap()));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefusal(refusalOf(error));
    } finally {
      setApplying(false);
    }
  };

  const previewRefusal = preview.isError ? refusalOf(preview.error) : null;
  return (
    <Drawer
      visible
      width={820}
      title={t('fastpackagetemplate.preview.title', { name: template.name })}
      onCancel={onClose}
      unmountOnExit
      footer={
        <Space>
          <Button onClick={onClose}>{t('fastpackagetemplate.close')}</Button>
          {!applied && (
            <PermissionButton
              permission="deal:fastpackagetemplate:apply"
              type="primary"
              loading={applying}
              disabled={!packages.length}
              onClick={() => void run()}
            >
              {t('fastpackagetemplate.apply', { count: packages.length })}
            </PermissionButton>
          )}
        </Space>
      }
    >
      {applied && (
        <Alert
          type="success"
          style={{ marginBottom: 12 }}
          content={t('fastpackagetemplate.applied', { count: applied.created.length })}
        />
      )}
      {(previewRefusal || refusal) && (
        <Alert
          type="error"
          style={{ marginBottom: 12 }}
          title={t('fastpackagetemplate.refused')}
          content={refusal ?? previewRefusal}
        />
      )}
      <Table
        rowKey={(row) => row.name}
        size="small"
        loading={preview.isFetching}
        pagination={false}
        data={packages}
        noDataElement={preview.isError ? t('fastpackagetemplate.preview.none') : undefined}
        columns={[
          { title: t('fastpackagetemplate.package'), dataIndex: 'name' },
          {
            title: t('fastpackagetemplate.priceColumn'),
            align: 'right',
            render: (_: unknown, row) => formatMoney(row.priceMinor, row.currency, intl.locale),
          },
          { title: t('fastpackagetemplate.coins'), dataIndex: 'coins', align: 'right' },
          { title: t('fastpackagetemplate.bonusCoins'), dataIndex: 'bonusCoins', align: 'right' },
          { title: t('fastpackagetemplate.countries'), render: (_: unknown, row) => row.countries.join(', ') },
        ]}
      />
    </Drawer>
  );
}
