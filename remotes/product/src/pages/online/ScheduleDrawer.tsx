import { useEffect, useMemo, useState } from 'react';
import { Alert, DatePicker, Form, Message, Select, Tag } from '@arco-design/web-react';
import { useEnumLabel, usePermission, useT } from '@backoffice/shared';
import { DRAMA_SCHEDULE_ACTION, DRAMA_STATUS } from '../../enums';
import { formatDateTime, FormDrawer, type FormField, SchemaFields } from '@backoffice/shared/list';
import { useListProductListQuery } from '../list/listApi';
import {
  type ScheduleAction,
  type ScheduleProductOnlineApiArg,
  scheduleProductOnlineBody,
  useListProductOnlineQuery,
  useListProductOnlineScheduleQuery,
  useScheduleProductOnlineMutation,
} from './onlineApi';
import { dayIn, instantOfLocal, localTimeIn, viewerZone, zoneWords } from './zonedTime';

type ScheduleValues = ScheduleProductOnlineApiArg['body'];

/** A drama as the drawer offers it: from the dramas list, or a row of this screen. */
export interface DramaChoice {
  id: number;
  projectCode: string;
  code: string;
  name: string;
  status: 2 | 0 | 1;
  /** as the dramas list answers them: the episodes planned, and those with a video */
  episodeCount?: number;
  uploadedEpisodes?: number;
}

/** What the drawer opens for: any drama (chosen in it), or one already known with its project's zone. */
export interface ScheduleTarget {
  drama?: DramaChoice;
  timeZone?: string;
}

/** DRAMA_STATUS's online code: an online drama can only be taken offline, any other only put online. */
const ONLINE = 0;
const moveFor = (drama: DramaChoice): ScheduleAction => (drama.status === ONLINE ? 'offline' : 'online');
/** The api takes a change at most this many days ahead (product-online: AHEAD_MAX_DAYS). */
const AHEAD_MAX_DAYS = 366;

/** Schedules a drama's move for a date and time in its project's time zone. */
export function ScheduleDrawer({ target, onClose }: { target: ScheduleTarget | null; onClose(): void }) {
  const t = useT();
  const enumLabel = useEnumLabel();
  const [schedule] = useScheduleProductOnlineMutation();
  const [picked, setPicked] = useState<DramaChoice | undefined>(target?.drama);
  const [shownFor, setShownFor] = useState(target);
  if (shownFor !== target) {
    setShownFor(target);
    setPicked(target?.drama);
  }

  // The zones of the projects seen here: the api gives a project's zone with its rows.
  const live = useListProductOnlineQuery({ pageNum: 1, pageSize: 100 }, { skip: target === null });
  const waiting = useListProductOnlineScheduleQuery(
    { pageNum: 1, pageSize: 10, dramaId: picked?.id, state: 'pending' },
    { skip: !picked },
  );
  const zones = useMemo(() => {
    const known = new Map<string, string>();
    for (const row of [...(live.data?.list ?? []), ...(waiting.data?.list ?? [])])
      known.set(row.projectCode, row.timeZone);
    if (target?.drama && target.timeZone) known.set(target.drama.projectCode, target.timeZone);
    return known;
  }, [live.data, waiting.data, target]);
  // before a drama is chosen: the one zone of the projects seen, if they share one
  const zone = picked
    ? zones.get(picked.projectCode)
    : new Set(zones.values()).size === 1
      ? [...zones.values()][0]
      : undefined;
  const replaced = waiting.data?.list.find((change) => change.dramaId === picked?.id);

  const initialValues = useMemo<Partial<ScheduleValues>>(
    () => (target?.drama ? { dramaId: target.drama.id, action: moveFor(target.drama) } : {}),
    [target],
  );

  const save = async (values: ScheduleValues) => {
    const answer = await schedule({
      body: { dramaId: values.dramaId, action: values.action, runAt: values.runAt },
    }).unwrap();
    if (answer.replaced) {
      const before = answer.replaced;
      Message.info(
        t('productOnline.schedule.replacedDone', {
          action: enumLabel(DRAMA_SCHEDULE_ACTION, before.action),
          time: before.runAtLocal.replace('T', ' ').slice(0, 16),
        }),
      );
    }
    return answer;
  };

  return (
    <FormDrawer<ScheduleValues>
      title={
        target?.drama ? t('productOnline.schedule.titleOf', { name: target.drama.name }) : t('productOnline.schedule')
      }
      visible={target !== null}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      width={560}
      savedMessage={t('productOnline.schedule.saved')}
    >
      {(form) => {
        const fields: FormField[] = [
          {
            field: 'dramaId',
            label: t('productOnline.drama'),
            extra: picked
              ? t('productOnline.schedule.dramaStatus', {
                  name: picked.name,
                  status: enumLabel(DRAMA_STATUS, picked.status),
                })
              : undefined,
            input: (
              <DramaSelect
                preset={target?.drama}
                onPicked={(drama) => {
                  setPicked(drama);
                  // the move its status allows: the other would be refused
                  if (drama) form.setFieldValue('action', moveFor(drama));
                }}
              />
            ),
          },
          {
            field: 'action',
            label: t('productOnline.action'),
            enum: DRAMA_SCHEDULE_ACTION,
            extra: t('productOnline.schedule.action.hint'),
          },
          {
            field: 'runAt',
            label: t('productOnline.runAt'),
            patternHint: t('productOnline.schedule.runAt.pattern'),
            input: <LocalTimePicker timeZone={zone} />,
          },
        ];
        return (
          <>
            {replaced && (
              <Alert
                type="warning"
                style={{ marginBottom: 16 }}
                content={t('productOnline.schedule.replaces', {
                  name: replaced.dramaName,
                  action: enumLabel(DRAMA_SCHEDULE_ACTION, replaced.action),
                  time: replaced.runAtLocal.replace('T', ' ').slice(0, 16),
                })}
              />
            )}
            <SchemaFields schema={scheduleProductOnlineBody} fields={fields} />
            {/* put online with fewer episodes than planned: said before it is scheduled, as the dramas list asks */}
            <Form.Item shouldUpdate noStyle>
              {(values: Partial<ScheduleValues>) =>
                values.action === 'online' &&
                picked?.episodeCount !== undefined &&
                (picked.uploadedEpisodes ?? 0) < picked.episodeCount ? (
                  <Alert
                    type="warning"
                    style={{ marginBottom: 16 }}
                    content={t('productOnline.schedule.incomplete', {
                      uploaded: picked.uploadedEpisodes ?? 0,
                      planned: picked.episodeCount,
                    })}
                  />
                ) : null
              }
            </Form.Item>
            <Form.Item shouldUpdate noStyle>
              {(values: Partial<ScheduleValues>) => <ZoneWords runAt={values.runAt} timeZone={zone} />}
            </Form.Item>
          </>
        );
      }}
    </FormDrawer>
  );
}

/** Says in words which clock the time is read on, and what it is on the viewer's. */
function ZoneWords({ runAt, timeZone }: { runAt?: string; timeZone?: string }) {
  const t = useT();
  if (!timeZone) return <Alert type="info" content={t('productOnline.schedule.zoneUnknown')} />;
  const instant = runAt ? instantOfLocal(runAt, timeZone) : new Date();
  const yours = runAt && timeZone !== viewerZone() ? formatDateTime(instant.toISOString()) : null;
  const local = runAt?.replace('T', ' ');
  return (
    <Alert
      type="info"
      content={
        <>
          <div>
            {t('productOnline.schedule.zone', {
              zone: zoneWords(timeZone, instant),
              now: localTimeIn(new Date(), timeZone),
            })}
          </div>
          {yours && yours !== local && <div>{t('productOnline.schedule.yourTime', { time: yours })}</div>}
        </>
      }
    />
  );
}

/**
 * A date and time on the project's clock, held as the api takes it (2026-12-01T20:00, no
 * offset): the picker reads wall-clock digits, whatever the viewer's own zone. Form.Item
 * hands its value and onChange to this, its direct child.
 */
function LocalTimePicker({
  value,
  onChange,
  timeZone,
}: {
  value?: string;
  onChange?(value: string | undefined): void;
  timeZone?: string;
}) {
  const t = useT();
  // the days the api takes: from today there to AHEAD_MAX_DAYS ahead
  const today = dayIn(timeZone ?? viewerZone());
  const last = dayIn(timeZone ?? viewerZone(), AHEAD_MAX_DAYS);
  return (
    <DatePicker
      style={{ width: '100%' }}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      showNowBtn={false}
      placeholder={t('productOnline.schedule.runAt.placeholder')}
      value={value ? value.replace('T', ' ') : undefined}
      disabledDate={(day) => day.format('YYYY-MM-DD') < today || day.format('YYYY-MM-DD') > last}
      onChange={(text: string | undefined) => onChange?.(text ? text.replace(' ', 'T') : undefined)}
    />
  );
}

/**
 * The project's dramas, searched by a part of the name or code on the dramas list; the
 * drama the drawer opened for is offered from the start. Form.Item hands its value and
 * onChange to this, its direct child.
 */
function DramaSelect({
  value,
  onChange,
  preset,
  onPicked,
}: {
  value?: number;
  onChange?(id: number | undefined): void;
  preset?: DramaChoice;
  onPicked(drama: DramaChoice | undefined): void;
}) {
  const t = useT();
  const enumLabel = useEnumLabel();
  const allowed = usePermission();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useListProductListQuery(
    { pageNum: 1, pageSize: 20, keyword: keyword || undefined },
    { skip: !allowed(['product:list:query']) },
  );
  const offered = useMemo(() => {
    const list: DramaChoice[] = found.data?.list ?? [];
    return preset && !list.some((drama) => drama.id === preset.id) ? [preset, ...list] : list;
  }, [found.data, preset]);
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      value={value}
      placeholder={t('productOnline.schedule.drama.placeholder')}
      loading={found.isFetching}
      notFoundContent={t('productOnline.schedule.drama.none')}
      onSearch={setTyped}
      onChange={(id: number | undefined) => {
        onChange?.(id);
        onPicked(offered.find((drama) => drama.id === id));
      }}
    >
      {offered.map((drama) => (
        <Select.Option key={drama.id} value={drama.id}>
          {`${drama.name} · ${drama.code} `}
          <Tag size="small" color={DRAMA_STATUS.colorOf(drama.status)}>
            {enumLabel(DRAMA_STATUS, drama.status)}
          </Tag>
        </Select.Option>
      ))}
    </Select>
  );
}
