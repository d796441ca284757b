import { Button, Message, Space, Tag } from '@arco-design/web-react';
import { useEnumLabel, useT } from '@backoffice/shared';
import { COMMENT_STATE } from '../../enums';
import {
  type BulkAction,
  type BulkOutcome,
  defineFields,
  ListPage,
  type RowAction,
  searchKinds,
  useFieldColumns,
  useListParams,
} from '@backoffice/shared/list';
import {
  type CommentMoves,
  type ListProductCommentsApiArg,
  type QueuedComment,
  useDeleteProductCommentsMutation,
  useHideProductCommentsMutation,
  useListProductCommentsQuery,
  useRestoreProductCommentsMutation,
} from './commentsApi';
import { DramaFilter, dramaLabel, useFilteredDrama } from './DramaFilter';
import './comments.css';
import { named } from '../../named/named';

type Move = 'hide' | 'restore' | 'delete';

/** How much of a comment names it in a list of refused ones. */
const SNIPPET = 40;

const FIELDS = defineFields<QueuedComment, never, ListProductCommentsApiArg>()({
  projectCode: { label: 'list.project', valueType: 'project', column: true },
  dramaName: { label: 'productComments.drama', column: { render: (name, comment) => named(name, comment.dramaCode) } },
  username: {
    label: 'productComments.user',
    column: { render: (username, comment) => named(username, comment.userCode) },
  },
  episodeNo: { label: 'productComments.episode', column: true },
  content: {
    label: 'productComments.content',
    column: { fixedShown: true, render: (content) => <span className="comments-content">{content}</span> },
    search: { placeholder: 'productComments.content.placeholder' },
  },
  state: { label: 'productComments.state', valueType: 'enum', enum: COMMENT_STATE, column: true, search: true },
  createTime: {
    label: 'productComments.created',
    valueType: 'dateTime',
    column: { sortBy: 'createTime' },
    search: { range: { from: 'createdFrom', to: 'createdTo' } },
  },
  dramaId: { label: 'productComments.drama', search: { kind: 'number' } },
  userCode: { label: 'productComments.userCode', search: { placeholder: 'productComments.userCode.placeholder' } },
});

/**
 * The moderation queue: the project's comments, newest first, for one drama (opened from the
 * dramas list) or all; hidden, restored or deleted one at a time or many at once, each drama's
 * comment count following.
 */
export default function CommentsPage() {
  const t = useT();
  const enumLabel = useEnumLabel();
  const list = useListParams<ListProductCommentsApiArg>({ filters: searchKinds(FIELDS), keyset: true });
  const result = useListProductCommentsQuery(list.request);
  const rows = result.data?.list ?? [];
  const drama = useFilteredDrama(list.filters.dramaId, rows);
  const [hide] = useHideProductCommentsMutation();
  const [restore] = useRestoreProductCommentsMutation();
  const [remove] = useDeleteProductCommentsMutation();
  const moves: Record<Move, (ids: number[]) => Promise<CommentMoves>> = {
    hide: (ids) => hide({ body: { ids } }).unwrap(),
    restore: (ids) => restore({ body: { ids } }).unwrap(),
    delete: (ids) => remove({ body: { ids } }).unwrap(),
  };

  /** Why the api left a comment as it was, in the viewer's language: by its state now. */
  const refusal = (move: Move, state: QueuedComment['state'] | null) =>
    state === null
      ? t('productComments.refused.missing')
      : t(`productComments.refused.${move}`, { state: enumLabel(COMMENT_STATE, state) });
  const nameOf = (id: number) => {
    const content = rows.find((row) => row.id === id)?.content;
    return content === undefined
      ? `#${id}`
      : `#${id} “${content.length > SNIPPET ? `${content.slice(0, SNIPPET)}…` : content}”`;
  };
  /** A bulk answer as the list reports it: each refused comment with the reason. */
  const outcome = (move: Move, answer: CommentMoves): BulkOutcome => ({
    done: answer.moved,
    refused: answer.results
      .filter((row) => row.outcome === 'refused')
      .map((row) => ({ name: nameOf(row.id), reason: refusal(move, row.state) })),
  });
  /** One comment's move, said when done (or why not: someone may have moved it meanwhile). */
  const moveOne = async (move: Move, comment: QueuedComment) => {
    const refused = (await moves[move]([comment.id])).results.find((row) => row.outcome === 'refused');
    if (refused) Message.warning(t('productComments.refused.one', { reason: refusal(move, refused.state) }));
    else Message.success(t(`productComments.${move}.done`));
  };

  const columns = useFieldColumns<QueuedComment, typeof FIELDS>(
    FIELDS,
    {
      episodeNo: (episode: number | null) =>
        episode === null ? t('productComments.episode.none') : t('productComments.episode.value', { number: episode }),
    },
    { dramaId: <DramaFilter known={drama} /> },
  );
  const rowActions = (comment: QueuedComment): RowAction[] => [
    {
      key: 'hide',
      label: t('productComments.hide'),
      permission: 'product:comments:review',
      hidden: comment.state !== 'visible',
      run: () => moveOne('hide', comment),
    },
    {
      key: 'restore',
      label: t('productComments.restore'),
      permission: 'product:comments:review',
      hidden: comment.state !== 'hidden',
      run: () => moveOne('restore', comment),
    },
    {
      key: 'delete',
      label: t('list.delete'),
      permission: 'product:comments:delete',
      danger: true,
      hidden: comment.state === 'deleted',
      confirm: {
        title: t('productComments.delete.confirm'),
        content: t('productComments.delete.content'),
        okText: t('list.delete'),
      },
      run: () => moveOne('delete', comment),
    },
  ];
  const bulkActions: BulkAction[] = [
    {
      key: 'hide',
      label: t('productComments.hide'),
      permission: 'product:comments:review',
      run: async (ids) => outcome('hide', await moves.hide(ids.map(Number))),
    },
    {
      key: 'restore',
      label: t('productComments.restore'),
      permission: 'product:comments:review',
      run: async (ids) => outcome('restore', await moves.restore(ids.map(Number))),
    },
    {
      key: 'delete',
      label: t('list.delete'),
      permission: 'product:comments:delete',
      danger: true,
      confirm: (count) => t('productComments.delete.bulkConfirm', { count }),
      run: async (ids) => outcome('delete', await moves.delete(ids.map(Number))),
    },
  ];

  return (
    <ListPage<QueuedComment, typeof list.filters>
      title={
        <Space wrap>
          {t('menu.product.comments')}
          {list.filters.dramaId !== undefined && (
            <>
              {/* the words and the drama's name apart: a name is data, in any language */}
              <Tag color="arcoblue">
                <span>{t('productComments.drama.of')}</span>{' '}
                <strong>{drama ? dramaLabel(drama) : `#${list.filters.dramaId}`}</strong>
              </Tag>
              <Button type="text" size="mini" onClick={() => list.search({ ...list.filters, dramaId: undefined })}>
                {t('productComments.drama.all')}
              </Button>
            </>
          )}
        </Space>
      }
      list={list}
      result={result}
      columns={columns}
      rowActions={rowActions}
      bulkActions={bulkActions}
      rowKey="id"
      listKey="product.comments"
      emptyText={t('productComments.empty')}
    />
  );
}
