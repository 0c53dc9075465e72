import type { ReactElement, ReactNode } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import {
  FunctionField,
  List,
  useTranslate,
  type ListProps,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { ActiveFilters, type FilterDescription } from './ActiveFilters';
import { AddNewButton, AddNewToolbar, searchFilters } from './AddNewButton';
import { EditDeleteActions } from './EditDeleteActions';
import { FilterFormProvider, HIDE_FILTER_FORM_HANDLE, withFilterFormHandle } from './filterForm';
import { ResponsiveDatagrid } from './ResponsiveDatagrid';
import { resourceKey } from './resourceInputs';
import { useToast } from './toast';

/**
 * A list with nothing in it: `resources.<resource>.list.empty`, its `emptyHelp` line when asked for, and
 * the 'Add New …' button to the create form.
 */
export function ListEmpty({ resource, help = false }: { resource: string; help?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(resourceKey(resource, 'list.empty'))}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate(resourceKey(resource, 'list.emptyHelp'))}
        </Typography>
      )}
      <AddNewButton
        label={translate(resourceKey(resource, 'list.addNew'))}
        to={`/${resource}/create`}
        variant="contained"
      />
    </Box>
  );
}

/**
 * A row's Edit and Delete, with the resource's confirmation and failure texts
 * (`resources.<resource>.list.deleteTitle`, `deleteContent`, `deleteFailed`). A refused delete shows the
 * API's explanation (a record still in use: deactivate it instead).
 */
export function ResourceRowActions({
  resource,
  card = false,
  children,
}: {
  resource: string;
  card?: boolean;
  children?: ReactNode;
}) {
  return (
    <EditDeleteActions
      card={card}
      confirmTitle={resourceKey(resource, 'list.deleteTitle')}
      confirmContent={resourceKey(resource, 'list.deleteContent')}
      failureMessage={resourceKey(resource, 'list.deleteFailed')}
    >
      {children}
    </EditDeleteActions>
  );
}

/** 'Active' or 'Inactive' as a small badge (green when active). */
export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(active ? 'admin.common.active' : 'admin.common.inactive')}
      color={active ? 'success' : 'default'}
    />
  );
}

/**
 * react-admin's List the way every list of the panel pages it: 25 records a page, a toast when the list
 * cannot be loaded (`fetchFailed`, a catalogue key), and its filter form lent to the active-filter chips.
 */
export function PanelList({ fetchFailed, filters, ...list }: ListProps & { fetchFailed: string }) {
  const toast = useToast();
  return (
    <FilterFormProvider>
      <List
        perPage={25}
        queryOptions={{ onError: () => toast.error(fetchFailed) }}
        sx={HIDE_FILTER_FORM_HANDLE}
        filters={Array.isArray(filters) ? withFilterFormHandle(filters) : filters}
        {...list}
      />
    </FilterFormProvider>
  );
}

export interface ResourceListProps<R extends RaRecord> {
  resource: string;
  /** The page title's catalogue key ('admin.menu.sessions'). */
  title: string;
  sort: SortPayload;
  /** One record's card on a phone (ResponsiveDatagrid). */
  card: (props: { record: R }) => ReactNode;
  /** The filters; by default the search box alone, with `searchPlaceholder` (a catalogue key). */
  filters?: ReactElement[];
  searchPlaceholder?: string;
  /** How the active filters are named above the list; by default the search alone. */
  describe?: Record<string, FilterDescription>;
  /** The empty list shows `resources.<resource>.list.emptyHelp` too. */
  emptyHelp?: boolean;
  /** The row's buttons in the last column; by default Edit and Delete. */
  rowActions?: ReactNode;
  /** The last column's heading (a catalogue key). */
  actionsLabel?: string;
  /** The table's columns, before the row's buttons. */
  children: ReactNode;
}

/**
 * A resource's list the way the panel shows its content: 25 a page, 'Add New …' above it, a search box,
 * the active filters named, a table (cards on a phone) with Edit and Delete on every row, and a toast when
 * it cannot be loaded (`resources.<resource>.list.fetchFailed`).
 */
export function ResourceList<R extends RaRecord>({
  resource,
  title,
  sort,
  card: RecordCard,
  filters,
  searchPlaceholder = resourceKey(resource, 'list.searchPlaceholder'),
  describe,
  emptyHelp = false,
  rowActions,
  actionsLabel = 'resources.volunteer-roles.fields.actions',
  children,
}: ResourceListProps<R>) {
  const translate = useTranslate();
  const empty = <ListEmpty resource={resource} help={emptyHelp} />;
  return (
    <PanelList
      title={title}
      actions={<AddNewToolbar resource={resource} />}
      filters={filters ?? searchFilters(translate(searchPlaceholder))}
      sort={sort}
      empty={empty}
      fetchFailed={resourceKey(resource, 'list.fetchFailed')}
    >
      <ActiveFilters describe={describe} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} empty={empty} card={RecordCard}>
        {children}
        <FunctionField
          label={actionsLabel}
          render={() => rowActions ?? <ResourceRowActions resource={resource} />}
        />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
