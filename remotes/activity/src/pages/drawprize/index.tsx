import { Card, Grid, Result, Spin, Tabs, Typography } from '@arco-design/web-react';
import { useSearchParams } from 'react-router-dom';
import { useEnumLabel, useT } from '@backoffice/shared';
import { defineFields, ListPage, searchKinds, useFieldColumns, useListParams } from '@backoffice/shared/list';
import { ACTIVITY_STATUS, PRIZE_REWARD_KIND } from '../../enums';
import {
  type Draw,
  type ListActivityDrawprizeApiArg,
  percentOf,
  useGetActivityDrawprizeQuery,
  useListActivityDrawprizeQuery,
} from './drawprizeApi';
import { DrawSettingsForm } from './DrawSettingsForm';
import { OddsSum } from './OddsSum';
import { PrizeTable } from './PrizeTable';
import { PublishedOdds } from './PublishedOdds';
import { SimulationPanel } from './SimulationPanel';

/** What a draw costs, in the words of the wallet it is paid from ("50 Points"). */
function DrawCost({ cost, kind }: { cost: number; kind: string }) {
  const label = useEnumLabel();
  return <span style={{ whiteSpace: 'nowrap' }}>{`${cost.toLocaleString()} ${label(PRIZE_REWARD_KIND, kind)}`}</span>;
}

const FIELDS = defineFields<Draw, never, ListActivityDrawprizeApiArg>()({
  title: { label: 'drawprize.draw', column: true, search: { placeholder: 'drawprize.draw.placeholder' } },
  status: { label: 'drawprize.status', valueType: 'enum', enum: ACTIVITY_STATUS, column: true, search: true },
  cost: { label: 'drawprize.cost', column: { render: (cost, draw) => <DrawCost cost={cost} kind={draw.costKind} /> } },
  perUserDailyLimit: { label: 'drawprize.dailyLimit', column: { render: (limit) => limit ?? '—' } },
  pityAfter: { label: 'drawprize.pityAfter', column: { render: (after) => after ?? '—' } },
  prizeCount: { label: 'drawprize.prizeCount', valueType: 'count', column: { align: 'right' } },
  probabilitySum: {
    label: 'drawprize.sum',
    column: { render: (bp, draw) => (draw.prizeCount ? <OddsSum bp={bp} /> : '—') },
  },
  drawsToday: { label: 'drawprize.drawsToday', valueType: 'count', column: { align: 'right' } },
  sort: { label: 'drawprize.sort', column: { sortBy: 'sort', defaultHidden: true } },
  createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime', defaultHidden: true } },
});

/** The selected draw: its prizes, settings, published odds and simulation. */
function DrawPanel({ id }: { id: number }) {
  const t = useT();
  const { data, isLoading, isError } = useGetActivityDrawprizeQuery({ id });
  if (isLoading) return <Spin style={{ display: 'block', margin: 24 }} />;
  if (isError || !data) return <Result status="error" title={t('drawprize.loadFailed')} />;
  return (
    <Card
      title={`${data.title} · ${t('drawprize.prizes')}`}
      extra={
        <span>
          {t('drawprize.sum')} <OddsSum bp={data.probabilitySum} /> {percentOf(data.probabilitySum)}
        </span>
      }
      style={{ marginTop: 16 }}
    >
      <Tabs defaultActiveTab="prizes">
        <Tabs.TabPane key="prizes" title={t('drawprize.prizes')}>
          <PrizeTable key={JSON.stringify(data.prizes)} draw={data} />
        </Tabs.TabPane>
        <Tabs.TabPane key="settings" title={t('drawprize.settings')}>
          <Grid.Row gutter={24}>
            <Grid.Col span={12}>
              <DrawSettingsForm draw={data} />
            </Grid.Col>
            <Grid.Col span={12}>
              <h4>{t('drawprize.odds')}</h4>
              <PublishedOdds id={data.id} />
            </Grid.Col>
          </Grid.Row>
        </Tabs.TabPane>
        <Tabs.TabPane key="simulation" title={t('drawprize.sim.title')}>
          <SimulationPanel draw={data} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}

/** Prize draws: the points games above, the chosen one's prizes, settings, odds and simulation below. */
export default function DrawprizePage() {
  const t = useT();
  const list = useListParams<ListActivityDrawprizeApiArg>({ filters: searchKinds(FIELDS) });
  const result = useListActivityDrawprizeQuery(list.request);
  const columns = useFieldColumns<Draw, typeof FIELDS>(FIELDS);
  const [search, setSearch] = useSearchParams();
  const selected = Number(search.get('draw')) || null;
  const open = (draw: Draw) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('draw', String(draw.id));
      return next;
    });
  return (
    <>
      <ListPage<Draw, typeof list.filters>
        title={t('menu.activity.drawprize')}
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        listKey="activity.drawprize"
        emptyText={t('drawprize.empty')}
        rowActions={(draw) => [
          { key: 'prizes', label: t('drawprize.open'), permission: 'activity:drawprize:query', run: () => open(draw) },
        ]}
      />
      {selected ? (
        <DrawPanel key={selected} id={selected} />
      ) : (
        // the hint in the body's text colour: Arco's Empty grey is too faint on the dark page
        <Card style={{ marginTop: 16, textAlign: 'center' }}>
          <Typography.Text>{t('drawprize.pick')}</Typography.Text>
        </Card>
      )}
    </>
  );
}
