import { useMemo, useState } from 'react';
import { Space } from '@arco-design/web-react';
import { useEnumLabel, useT } from '@backoffice/shared';
import { defineFields, lowerCase, ResourcePage } from '@backoffice/shared/list';
import { ACTIVITY_STATUS, BADGE_CONDITION, BADGE_REWARD_KIND, BADGE_TIER } from '../../enums';
import {
  activityMedalconfigApi,
  type CreateActivityMedalconfigApiArg,
  createActivityMedalconfigBody,
  editActivityMedalconfigBody,
  type ListActivityMedalconfigApiArg,
  type ListActivityMedalconfigApiResponse,
} from './medalconfigApi.generated';
import { HoldersDrawer } from './HoldersDrawer';
import { NamesDrawer } from './NamesDrawer';
import { ThresholdInput } from './ThresholdInput';

export type Badge = ListActivityMedalconfigApiResponse['list'][number];
type BadgeBody = CreateActivityMedalconfigApiArg['body'];

const fieldsOf = (t: ReturnType<typeof useT>, editing: Badge | null) =>
  defineFields<Badge, BadgeBody, ListActivityMedalconfigApiArg>()({
    iconUrl: { label: 'medalconfig.icon', column: {}, form: { extra: 'medalconfig.icon.hint' } },
    name: { label: 'medalconfig.name', search: {}, column: {}, form: { extra: 'medalconfig.name.hint' } },
    code: {
      label: 'medalconfig.code',
      column: { defaultHidden: true },
      form: { patternHint: 'medalconfig.code.hint', normalize: lowerCase },
    },
    tier: { label: 'medalconfig.tier', valueType: 'enum', enum: BADGE_TIER, column: {}, search: {}, form: {} },
    conditionType: {
      label: 'medalconfig.condition',
      valueType: 'enum',
      enum: BADGE_CONDITION,
      column: {},
      search: {},
      form: {},
    },
    threshold: {
      label: 'medalconfig.threshold',
      form: { input: <ThresholdInput badgeId={editing?.id} />, extra: 'medalconfig.threshold.hint' },
    },
    rewardKind: { label: 'medalconfig.rewardKind', valueType: 'enum', enum: BADGE_REWARD_KIND, column: {}, form: {} },
    rewardAmount: {
      label: 'medalconfig.rewardAmount',
      form: {
        shownAs: ({ rewardKind }) => (rewardKind && rewardKind !== 'none' ? { required: true } : null),
      },
    },
    holders: { label: 'medalconfig.holders', valueType: 'count', column: { align: 'right', sortBy: 'holders' } },
    status: { label: 'medalconfig.status', valueType: 'enum', enum: ACTIVITY_STATUS, column: {}, search: {}, form: {} },
    sort: { label: 'medalconfig.sort', column: { sortBy: 'sort', defaultHidden: true }, form: {} },
    createTime: { label: 'list.created', valueType: 'dateTime', column: { sortBy: 'createTime' } },
  });

const {
  listActivityMedalconfig: list,
  createActivityMedalconfig: create,
  editActivityMedalconfig: edit,
  deleteActivityMedalconfig: remove,
} = activityMedalconfigApi.endpoints;

/**
 * Badges: what earns one (a condition and its threshold, or by hand only), what it gives once,
 * and how many hold it. The form says how many users would get it now; a badge saved online
 * is given to those who already qualify. Its holders drawer awards and revokes by hand.
 */
export default function MedalconfigPage() {
  const t = useT();
  const label = useEnumLabel();
  const form = useState<Badge | 'new' | null>(null);
  const editing = form[0] && form[0] !== 'new' ? form[0] : null;
  const fields = useMemo(() => fieldsOf(t, editing), [t, editing]);
  const [holding, setHolding] = useState<Badge | null>(null);
  const [naming, setNaming] = useState<Badge | null>(null);
  return (
    <ResourcePage
      screen="activity/medalconfig"
      fields={fields}
      endpoints={{ list, create, edit, remove }}
      schema={{ create: createActivityMedalconfigBody, edit: editActivityMedalconfigBody }}
      noun="medalconfig.noun"
      nameOf={(badge) => badge.name}
      form={form}
      initialValues={{
        tier: 1,
        conditionType: 'episodes_watched',
        threshold: 10,
        rewardKind: 'none',
        rewardAmount: 0,
        status: 0,
      }}
      bodyOf={(values) => ({
        ...values,
        // a manual badge counts nothing: the api keeps 0 whatever is sent
        threshold: values.conditionType === 'manual' ? 1 : values.threshold,
        rewardAmount: values.rewardKind === 'none' ? 0 : values.rewardAmount,
      })}
      renders={{
        iconUrl: (_: never, badge: Badge) =>
          badge.iconUrl ? (
            <img src={badge.iconUrl} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />
          ) : (
            '—'
          ),
        name: (_: never, badge: Badge) => (
          <Space direction="vertical" size={0}>
            <span>{badge.name}</span>
            {!!badge.missingLocales?.length && (
              <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
                {t('medalconfig.missing', { locales: badge.missingLocales.join(', ') })}
              </span>
            )}
          </Space>
        ),
        conditionType: (_: never, badge: Badge) =>
          badge.conditionType === 'manual'
            ? label(BADGE_CONDITION, 'manual')
            : t(`medalconfig.condition.${badge.conditionType}`, { count: badge.threshold }),
        rewardKind: (_: never, badge: Badge) =>
          badge.rewardKind === 'none'
            ? label(BADGE_REWARD_KIND, 'none')
            : `${badge.rewardAmount} ${label(BADGE_REWARD_KIND, badge.rewardKind)}`,
      }}
      rowActions={(badge, standard) => [
        {
          key: 'holders',
          label: t('medalconfig.holders.open'),
          permission: 'activity:medalconfig:query',
          run: () => setHolding(badge),
        },
        {
          key: 'names',
          label: t('medalconfig.names'),
          permission: 'activity:medalconfig:query',
          run: () => setNaming(badge),
        },
        standard.edit,
        standard.remove,
      ]}
      deleteNote={() => t('medalconfig.delete.note')}
      emptyText={t('medalconfig.empty')}
    >
      {holding && <HoldersDrawer badge={holding} onClose={() => setHolding(null)} />}
      {naming && <NamesDrawer badge={naming} onClose={() => setNaming(null)} />}
    </ResourcePage>
  );
}
