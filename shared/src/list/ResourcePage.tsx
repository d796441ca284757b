// A resource's whole screen from its field spec and its endpoints (refine's useTable + useForm,
// ProTable's request): the list with its filters in the URL, New, Edit and Delete (asking first)
// under the screen's button permissions, and the create and edit form. What a screen states is
// only what is its own: its fields, its noun, what deleting a row means, its extra actions.
import { type ReactNode, useState } from 'react';
import { useT } from '@backoffice/shared';
import type { FormField } from '../form/SchemaFields';
import type { BodySchema } from '../form/schemaRules';
import type { ExportSpec } from './export/ExportButton';
import { type FieldTypes, searchKinds, SpecForm, useFieldColumns } from './fields';
import { ListPage, type ListResult } from './ListPage';
import type { RowAction } from './RowActions';
import { type ListRequest, useListParams } from './useListParams';

const ENABLED = 0;

interface Unwraps {
  unwrap(): Promise<unknown>;
}
type Mutation<Arg> = { useMutation(): readonly [(arg: Arg) => Unwraps, ...unknown[]] };

/** The RTK Query endpoints of a resource (`api.endpoints.listProductLabel` …); those left out are not offered. */
export interface ResourceEndpoints<Row, Body, Query> {
  list: { useQuery(arg: ListRequest<Query>): ListResult<Row> };
  create?: Mutation<{ body: Body }>;
  edit?: Mutation<{ id: number; body: Body }>;
  remove?: Mutation<{ id: number }>;
}

/** A row's Edit, Delete and (with `status`) Enable or Disable, as the page gets them to order among its own. */
export interface StandardActions {
  edit: RowAction;
  remove: RowAction;
  status: RowAction;
}

export interface ResourcePageProps<Row extends { id: number }, Body, Query, Fields extends object = object> {
  /**
   * The screen's key in the catalogue, `product/label`: its title (`menu.product.label`), the
   * key its column settings are kept under and its buttons' permissions (`product:label:add`…).
   */
  screen: `${string}/${string}`;
  fields: Fields & FieldTypes<Row, Body, Query>;
  endpoints: ResourceEndpoints<Row, Body, Query>;
  /** the api's schemas of the bodies (`create…Body`, `edit…Body` of the generated file) */
  schema: { create: BodySchema; edit?: BodySchema };
  /** the message id of what one row is called, mid-sentence: 'label' makes "New label", "Edit label Romance" */
  noun: string;
  /** a row as the form's title and the delete question name it */
  nameOf(row: Row): string;
  /** cells that need the page (links, dialogs), by field */
  renders?: Parameters<typeof useFieldColumns<Row, Fields>>[1];
  /** search controls that need the page (a select of what it loaded), by field; false leaves a filter out */
  filters?: Parameters<typeof useFieldColumns<Row, Fields>>[2];
  /** a row's Enable or Disable (its `status`: 0 enabled, 1 disabled), asking first; `disableNote` says what disabling does */
  status?: { enable: Mutation<{ id: number }>; disable: Mutation<{ id: number }>; disableNote?: string };
  /** the row's actions, given its standard ones to place; `[edit, status, remove]` by default */
  rowActions?(row: Row, standard: StandardActions): RowAction[];
  /** what deleting the row also does, said under the question */
  deleteNote?(row: Row): string;
  /** the edit form's fields, when not all of the spec's form fields in its order */
  formFields?: object;
  /** form fields the page builds itself (a poster's uploader), by name */
  own?: Record<string, FormField>;
  /** a new row's starting values */
  initialValues?: Partial<Body>;
  /** what a save sends, when not the form's values as they are (an edit leaves out what cannot change) */
  bodyOf?(values: Body, editing: Row | null): Partial<Body>;
  /** the form's target, when the page reads it too (an uploader needs the row's project) */
  form?: [Row | 'new' | null, (target: Row | 'new' | null) => void];
  emptyText?: string;
  exporting?: ExportSpec;
  /** the toolbar's own buttons beside New (PermissionButtons): what is about the list as a whole */
  toolbar?: ReactNode;
  /** drawers and dialogs the page's own actions open */
  children?: ReactNode;
}

/** A resource's screen: its list, its New / Edit / Delete and its form, all from its field spec. */
export function ResourcePage<
  Row extends { id: number },
  Body extends Record<string, unknown>,
  Query,
  Fields extends object = object,
>(props: ResourcePageProps<Row, Body, Query, Fields>) {
  const { screen, fields, endpoints, noun: nounId, nameOf } = props;
  const t = useT();
  const [group, key] = screen.split('/');
  const permission = (button: string) => `${group}:${key}:${button}`;
  const list = useListParams<Query>({ filters: searchKinds(fields) });
  const result = endpoints.list.useQuery(list.request as ListRequest<Query>);
  const [create] = endpoints.create?.useMutation() ?? [];
  const [edit] = endpoints.edit?.useMutation() ?? [];
  const [remove] = endpoints.remove?.useMutation() ?? [];
  const [enable] = props.status?.enable.useMutation() ?? [];
  const [disable] = props.status?.disable.useMutation() ?? [];
  const ownTarget = useState<Row | 'new' | null>(null);
  const [formTarget, setFormTarget] = props.form ?? ownTarget;
  const columns = useFieldColumns<Row, Fields>(fields, props.renders, props.filters);
  const noun = t(nounId);

  const statusAction = (row: Row): RowAction => {
    const name = nameOf(row);
    const shown = { permission: permission('edit'), hidden: !props.status };
    return (row as { status?: number }).status === ENABLED
      ? {
          ...shown,
          key: 'disable',
          label: t('list.disable'),
          danger: true,
          run: () => disable?.({ id: row.id }).unwrap(),
          confirm: { title: t('list.disable.confirm', { noun, name }), content: props.status?.disableNote },
          done: t('list.disable.done', { noun, name }),
        }
      : {
          ...shown,
          key: 'enable',
          label: t('list.enable'),
          run: () => enable?.({ id: row.id }).unwrap(),
          confirm: { title: t('list.enable.confirm', { noun, name }) },
          done: t('list.enable.done', { noun, name }),
        };
  };
  const standard = (row: Row): StandardActions => ({
    status: statusAction(row),
    edit: { key: 'edit', label: t('list.edit'), permission: permission('edit'), run: () => setFormTarget(row) },
    remove: {
      key: 'delete',
      label: t('list.delete'),
      permission: permission('delete'),
      danger: true,
      hidden: !remove,
      run: () => remove?.({ id: row.id }).unwrap(),
      done: t('list.delete.done', { noun, name: nameOf(row) }),
      confirm: {
        title: t('list.delete.confirm', { noun, name: nameOf(row) }),
        content: props.deleteNote?.(row),
        okText: t('list.delete'),
      },
    },
  });
  const rowActions = (row: Row) => {
    const actions = standard(row);
    return props.rowActions ? props.rowActions(row, actions) : [actions.edit, actions.status, actions.remove];
  };
  const save = (values: Body, editing: Row | null) => {
    const body = (props.bodyOf?.(values, editing) ?? values) as Body;
    const call = editing ? edit?.({ id: editing.id, body }) : create?.({ body });
    return call ? call.unwrap() : Promise.resolve();
  };

  return (
    <>
      <ListPage<Row, Record<string, unknown>>
        title={t(`menu.${group}.${key}`)}
        list={list as never}
        result={result}
        columns={columns}
        rowActions={endpoints.edit || endpoints.remove || props.rowActions ? rowActions : undefined}
        rowKey="id"
        listKey={`${group}.${key}`}
        emptyText={props.emptyText}
        exporting={props.exporting}
        toolbar={props.toolbar}
        create={
          create && {
            label: t('list.new', { noun }),
            permission: permission('add'),
            onClick: () => setFormTarget('new'),
          }
        }
      />
      <SpecForm<Row, Body>
        fields={props.formFields ?? fields}
        own={props.own}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        schema={props.schema}
        initialValues={props.initialValues}
        title={(row) => (row ? t('list.edit.title', { noun, name: nameOf(row) }) : t('list.new', { noun }))}
        save={save}
      />
      {props.children}
    </>
  );
}
