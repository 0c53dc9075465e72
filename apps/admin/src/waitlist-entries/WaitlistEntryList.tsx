import { Box, Chip } from '@mui/material';
import { FunctionField, List, SearchInput, SelectInput } from 'react-admin';
import { formatIndiaDateTime, WAITLIST_STATUS_LABELS, type AdminWaitlistEntry } from '@foundation/shared';
import { ActiveFilters, ReferenceText, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { StackedCell } from '../common/cells';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';
import { EventFilter } from '../registrations/RegistrationList';
import { OfferNowButton, RemoveEntryButton } from './WaitlistEntryButtons';
import { WAITLIST_STATUS_CHOICES, waitlistStatusColor } from './waitlistLabels';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email, phone or event" />,
  <EventFilter key="eventId" source="eventId" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={WAITLIST_STATUS_CHOICES}
    emptyText="All Status"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
];

const FILTER_LABELS = {
  q: { label: 'Search' },
  eventId: {
    label: 'Event',
    text: (value: unknown) => <ReferenceText reference="events" id={value} field="title" />,
  },
  status: {
    label: 'Status',
    text: (value: unknown) =>
      WAITLIST_STATUS_LABELS[String(value) as AdminWaitlistEntry['status']] ?? String(value),
  },
};

function StatusChip({ entry }: { entry: AdminWaitlistEntry }) {
  return (
    <Chip
      size="small"
      label={WAITLIST_STATUS_LABELS[entry.status] ?? entry.status}
      color={waitlistStatusColor(entry.status)}
    />
  );
}

const lineText = (entry: AdminWaitlistEntry) => (entry.position === null ? '—' : `No. ${entry.position}`);
const offerText = (entry: AdminWaitlistEntry) =>
  entry.status === 'offered' && entry.offerExpiresAt
    ? `Held until ${formatIndiaDateTime(entry.offerExpiresAt)}`
    : '';

/** A phone's card: who, what they wait for, their place and state, and the two actions. */
function WaitlistEntryCard(entry: AdminWaitlistEntry) {
  return (
    <>
      <CardTitle>{entry.name}</CardTitle>
      <CardLine>{entry.email}</CardLine>
      <CardLine>{entry.phone}</CardLine>
      <CardLine label="Event">{entry.eventTitle}</CardLine>
      <CardLine label="Tickets">
        {entry.numberOfTickets} × {entry.ticketTypeName}
      </CardLine>
      <CardLine label="In line">{lineText(entry)}</CardLine>
      <CardLine label="Joined">{formatIndiaDateTime(entry.createdAt)}</CardLine>
      {offerText(entry) && <CardLine>{offerText(entry)}</CardLine>}
      <Box sx={{ mt: 0.5 }}>
        <StatusChip entry={entry} />
      </Box>
      <CardActionsRow>
        <OfferNowButton entry={entry} />
        <RemoveEntryButton entry={entry} />
      </CardActionsRow>
    </>
  );
}

/**
 * 'Waiting List': people waiting for seats of sold-out ticket types, in line order (first joined first).
 * Seats that free up are offered automatically; staff can offer at once or remove an entry.
 */
export default function WaitlistEntryList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Waiting List"
      filters={filters}
      sort={{ field: 'createdAt', order: 'ASC' }}
      queryOptions={{ onError: () => toast.error('Failed to fetch the waiting list') }}
      empty={false}
      actions={false}
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={WaitlistEntryCard}>
        <FunctionField
          label="Person"
          sortBy="name"
          render={(entry: AdminWaitlistEntry) => (
            <StackedCell strong main={entry.name} lines={[entry.email, entry.phone]} />
          )}
        />
        <FunctionField
          label="Event"
          sortBy="eventTitle"
          render={(entry: AdminWaitlistEntry) => (
            <StackedCell
              main={entry.eventTitle}
              note={`${entry.numberOfTickets} × ${entry.ticketTypeName}`}
            />
          )}
        />
        <FunctionField
          label="Joined"
          sortBy="createdAt"
          render={(entry: AdminWaitlistEntry) => (
            <StackedCell main={formatIndiaDateTime(entry.createdAt)} note={lineText(entry)} />
          )}
        />
        <FunctionField
          label="Status"
          sortBy="status"
          render={(entry: AdminWaitlistEntry) => (
            <StackedCell main={<StatusChip entry={entry} />} note={offerText(entry)} />
          )}
        />
        <FunctionField
          label=""
          sortable={false}
          render={(entry: AdminWaitlistEntry) => (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <OfferNowButton entry={entry} />
              <RemoveEntryButton entry={entry} />
            </Box>
          )}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
