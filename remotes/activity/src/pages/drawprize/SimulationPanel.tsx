import { lazy, Suspense, useState } from 'react';
import { Alert, Card, InputNumber, Space, Table } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';
import { PermissionButton } from '@backoffice/shared/list';
import { type DrawDetail, percentOf, type Simulation, useSimulateActivityDrawprizeMutation } from './drawprizeApi';

const SimulationChart = lazy(() => import('./SimulationChart').then((module) => ({ default: module.SimulationChart })));

/** 100,000 draws on the server with the real algorithm: what users would get, before they do. */
export function SimulationPanel({ draw }: { draw: DrawDetail }) {
  const t = useT();
  const [simulate, { isLoading, error }] = useSimulateActivityDrawprizeMutation();
  const [result, setResult] = useState<Simulation | null>(null);
  const [seed, setSeed] = useState<number | undefined>(undefined);
  const run = async () => {
    const answer = await simulate({ id: draw.id, body: { draws: 100_000, ...(seed !== undefined && { seed }) } });
    if ('data' in answer && answer.data) setResult(answer.data);
  };
  const message = (error as { message?: string } | undefined)?.message;
  return (
    <Card title={t('drawprize.sim.title')} data-testid="simulation">
      <Space style={{ marginBottom: 12 }}>
        <InputNumber
          aria-label={t('drawprize.sim.seed')}
          placeholder={t('drawprize.sim.seed')}
          min={0}
          max={2_147_483_647}
          precision={0}
          value={seed}
          onChange={(value) => setSeed(value ?? undefined)}
        />
        <PermissionButton permission="activity:drawprize:query" type="primary" loading={isLoading} onClick={run}>
          {t('drawprize.sim.run')}
        </PermissionButton>
      </Space>
      {error && <Alert type="error" content={message ?? t('drawprize.sim.failed')} />}
      {result && (
        <>
          <p>
            {t('drawprize.sim.summary', {
              draws: result.draws.toLocaleString(),
              ms: result.milliseconds,
              seed: result.seed,
              guaranteed: result.guaranteed.toLocaleString(),
            })}
          </p>
          <Suspense fallback={<div style={{ height: 320 }} />}>
            <SimulationChart simulation={result} />
          </Suspense>
          <Table
            rowKey="prizeId"
            pagination={false}
            data={result.prizes}
            columns={[
              { title: t('drawprize.name'), dataIndex: 'name' },
              { title: t('drawprize.probability'), dataIndex: 'probabilityBp', render: (bp: number) => percentOf(bp) },
              { title: t('drawprize.sim.expected'), dataIndex: 'expected', align: 'right' },
              { title: t('drawprize.sim.drawn'), dataIndex: 'drawn', align: 'right' },
              { title: t('drawprize.sim.given'), dataIndex: 'given', align: 'right' },
              { title: t('drawprize.sim.fallbackTurns'), dataIndex: 'fallbackTurns', align: 'right' },
            ]}
          />
        </>
      )}
    </Card>
  );
}
