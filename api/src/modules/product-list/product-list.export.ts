// The dramas list as an export (product/list's Export button): the list's filters and
// columns, each batch's labels read in one query, rows read in keyset batches. The status is
// written by the label the list sends (in the staff member's language), the code always: the
// list shows it beneath the name.
import { countRows } from '../../platform/listQuery';
import { projectRows } from '../../platform/projectRows';
import { type ExportDefinition, keysetBatches } from '../../domain/export';
import { DRAMA_DEFAULT_SORT, DRAMA_SORT, DramaFilters } from './product-list.schemas';
import { DRAMA_COLUMNS, dramasMatching, labelsOf } from './product-list.service';
import { DRAMA_STATUS_NAMES } from '../../domain/dramas';

export const dramaExport: ExportDefinition<typeof DramaFilters> = {
  key: 'product.list',
  title: 'Dramas',
  pagePath: '/product/list',
  permission: 'product:list:export',
  listPath: '/product/list/list',
  filterSchema: DramaFilters,
  columns: [
    { key: 'projectCode', header: 'Project' },
    { key: 'code', header: 'Code' },
    { key: 'name', header: 'Name' },
    { key: 'episodeCount', header: 'Episodes' },
    { key: 'status', header: 'Status', labels: DRAMA_STATUS_NAMES },
    { key: 'labels', header: 'Labels' },
    { key: 'summary', header: 'Summary' },
    { key: 'playCount', header: 'Plays' },
    { key: 'followCount', header: 'Follows' },
    { key: 'commentCount', header: 'Comments' },
    { key: 'unlockCount', header: 'Unlocks' },
    { key: 'createTime', header: 'Created', time: true },
    { key: 'updateTime', header: 'Updated', time: true },
  ],
  identifying: [{ key: 'code', header: { 'en-US': 'Code', 'zh-CN': '编码' } }],
  sortable: DRAMA_SORT,
  defaultSort: DRAMA_DEFAULT_SORT,
  oneSortAtATime: true,
  count: (db, scope, filters) => countRows(dramasMatching(db, scope, filters)),
  async *rows(db, scope, filters, sort) {
    const query = dramasMatching(db, scope, filters).select([...DRAMA_COLUMNS]);
    for await (const dramas of keysetBatches(db, query, sort, 'drama.id')) {
      const labels = await labelsOf(
        projectRows(db, scope),
        dramas.map((drama) => drama.id),
      );
      yield dramas.map((drama) => ({
        projectCode: drama.project_code,
        code: drama.code,
        name: drama.name,
        episodeCount: drama.episode_count,
        status: drama.status,
        labels: (labels.get(drama.id) ?? []).map((label) => label.title).join(', '),
        summary: drama.summary,
        playCount: drama.play_count,
        followCount: drama.follow_count,
        commentCount: drama.comment_count,
        unlockCount: drama.unlock_count,
        createTime: drama.create_time,
        updateTime: drama.update_time,
      }));
    }
  },
};
