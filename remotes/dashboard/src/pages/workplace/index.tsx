import { lazy, Suspense, useMemo } from 'react';
import { Button, Card, Empty, Skeleton } from '@arco-design/web-react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  formatMoney,
  formatMoneyCompact,
  selectCurrentProject,
  selectUserInfo,
  StatusResult,
  useAppSelector,
  useProjectName,
  useT,
} from '@backoffice/shared';
import { useGetDashboardWorkplaceQuery } from './workplaceApi';
import { trendChartOption } from './trendChartOption';
import { useAfterPaint } from './useAfterPaint';
import './workplace.css';

// The chart library (two thirds of the page's script) is its own chunk, asked for once the
// figures are on screen: they never wait for it, and the chart fills its card when it arrives.
const TopUpTrendChart = lazy(() =>
  import(/* webpackChunkName: "top-up-chart" */ './TopUpTrendChart').then((module) => ({
    default: module.TopUpTrendChart,
  })),
);

export default function WorkplacePage() {
  const intl = useIntl();
  const user = useAppSelector(selectUserInfo);
  const project = useAppSelector(selectCurrentProject);
  const { data: figures, isLoading, isError, refetch } = useGetDashboardWorkplaceQuery();
  const t = useT();
  const projectName = useProjectName();
  const money = (amountMinor: number) => formatMoney(amountMinor, figures?.currency ?? 'USD', intl.locale);
  const compactMoney = (amountMinor: number) =>
    formatMoneyCompact(amountMinor, figures?.currency ?? 'USD', intl.locale);

  const option = useMemo(
    () =>
      figures &&
      trendChartOption(
        figures.topUpTrend,
        { amount: t('workplace.trend.amount'), orders: t('workplace.trend.orders'), soFar: t('workplace.trend.soFar') },
        money,
        compactMoney,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [figures, intl.locale],
  );

  const hasTopUps = figures?.topUpTrend.some((day) => day.orders > 0);
  const chartDue = useAfterPaint(Boolean(option && hasTopUps));

  if (isError) {
    return (
      <StatusResult
        status="error"
        title={<FormattedMessage id="workplace.error" />}
        extra={
          <Button type="primary" onClick={refetch}>
            {t('workplace.retry')}
          </Button>
        }
      />
    );
  }

  const cards = figures
    ? [
        { id: 'workplace.dramaCount', value: intl.formatNumber(figures.dramaCount) },
        { id: 'workplace.userCount', value: intl.formatNumber(figures.userCount) },
        { id: 'workplace.newUsersToday', value: intl.formatNumber(figures.newUsersToday) },
        { id: 'workplace.paidOrdersToday', value: intl.formatNumber(figures.paidOrdersToday) },
        { id: 'workplace.topUpToday', value: money(figures.topUpToday.amountMinor) },
      ]
    : [];

  const chartSkeleton = <Skeleton text={{ rows: 6 }} animation />;
  // Plain markup for the figures: the page stays within its download budget without
  // Arco's Grid, Typography and Statistic (and the date library Statistic brings).
  return (
    <div className="workplace">
      <h2 className="workplace__welcome">
        <FormattedMessage id="workplace.welcome" values={{ name: user?.name ?? '' }} />
      </h2>
      <p className="workplace__project">
        <FormattedMessage id="workplace.project" values={{ project: projectName(project) }} />
      </p>
      <section className="workplace__cards">
        {(isLoading ? Array.from({ length: 5 }, (_, index) => ({ id: String(index), value: '' })) : cards).map(
          (card) => (
            <Card key={card.id}>
              {isLoading ? (
                <Skeleton text={{ rows: 2 }} animation />
              ) : (
                <figure className="workplace__figure">
                  <figcaption>{t(card.id)}</figcaption>
                  <strong>{card.value}</strong>
                </figure>
              )}
            </Card>
          ),
        )}
      </section>
      {/* the "today" figures are of a day under way, like the chart's last point */}
      {figures && <p className="workplace__note">{t('workplace.today')}</p>}
      <Card title={<FormattedMessage id="workplace.trend.title" />}>
        {isLoading && chartSkeleton}
        {figures && !hasTopUps && <Empty description={t('workplace.trend.empty')} />}
        {option &&
          hasTopUps &&
          (chartDue ? (
            <Suspense fallback={chartSkeleton}>
              <TopUpTrendChart option={option} />
            </Suspense>
          ) : (
            chartSkeleton
          ))}
      </Card>
    </div>
  );
}
