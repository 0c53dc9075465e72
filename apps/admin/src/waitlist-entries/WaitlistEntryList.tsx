import { Box, Chip } from '@mui/material';
import { FunctionField, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { formatIndiaDateTime, type AdminWaitlistEntry, type Locale } from '@foundation/shared';
import type { Translate } from '../common/panelText';
import { usePanelLocale } from '../common/usePanelLocale';
import { ActiveFilters, ReferenceText, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { StackedCell } from '../common/cells';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { EventFilter } from '../registrations/RegistrationList';
import { OfferNowButton, RemoveEntryButton } from './WaitlistEntryButtons';
import { WAITLIST_STATUS_CHOICES, waitlistStatusColor } from './waitlistLabels';
import { PanelList } from '../common/ResourceList';

// Labels, choice names and empty texts are catalogue keys (react-admin translates them); SearchInput shows
// its placeholder as it is.
const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.registrations.list.searchPlaceholder')}
  />,
  <EventFilter key="eventId" source="eventId" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.waitlist-entries.fields.status"
    choices={WAITLIST_STATUS_CHOICES}
    emptyText="resources.registrations.list.allStatus"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
];

const statusName = (status: string, translate: Translate) =>
  translate(`admin.waitlistStatus.${status}`, { _: status });

function filterLabels(translate: Translate) {
  return {
    eventId: {
      label: translate('admin.common.event'),
      text: (value: unknown) => <ReferenceText reference="events" id={value} field="title" />,
    },
    status: {
      label: translate('resources.waitlist-entries.fields.status'),
      text: (value: unknown) => statusName(String(value), translate),
    },
  };
}

function StatusChip({ entry }: { entry: AdminWaitlistEntry }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={statusName(entry.status, translate)}
      color={waitlistStatusColor(entry.status)}
    />
  );
}

const lineText = (entry: AdminWaitlistEntry, translate: Translate) =>
  entry.position === null
    ? '—'
    : translate('resources.waitlist-entries.list.position', { position: entry.position });
const offerText = (entry: AdminWaitlistEntry, translate: Translate, locale: Locale) =>
  entry.status === 'offered' && entry.offerExpiresAt
    ? translate('resources.waitlist-entries.list.heldUntil', {
        when: formatIndiaDateTime(entry.offerExpiresAt, locale),
      })
    : '';

/** A phone's card: who, what they wait for, their place and state, and the two actions. */
function WaitlistEntryCard({ record: entry }: { record: AdminWaitlistEntry }) {
  return <WaitlistEntryCardBody entry={entry} />;
}

function WaitlistEntryCardBody({ entry }: { entry: AdminWaitlistEntry }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  const offer = offerText(entry, translate, locale);
  return (
    <>
      <CardTitle>{entry.name}</CardTitle>
      <CardLine>{entry.email}</CardLine>
      <CardLine>{entry.phone}</CardLine>
      <CardLine label={translate('admin.common.event')}>{entry.eventTitle}</CardLine>
      <CardLine label={translate('resources.waitlist-entries.fields.tickets')}>
        {entry.numberOfTickets} × {entry.ticketTypeName}
      </CardLine>
      <CardLine label={translate('resources.waitlist-entries.fields.inLine')}>
        {lineText(entry, translate)}
      </CardLine>
      <CardLine label={translate('resources.waitlist-entries.fields.joined')}>
        {formatIndiaDateTime(entry.createdAt, locale)}
      </CardLine>
      {offer && <CardLine>{offer}</CardLine>}
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
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <PanelList
      title="resources.waitlist-entries.list.title"
      filters={filters(translate)}
      sort={{ field: 'createdAt', order: 'ASC' }}
      fetchFailed="resources.waitlist-entries.list.fetchFailed"
      empty={false}
      actions={false}
    >
      <ActiveFilters describe={filterLabels(translate)} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={WaitlistEntryCard}>
        <FunctionField
          label="resources.waitlist-entries.fields.person"
          sortBy="name"
          render={(entry: AdminWaitlistEntry) => (
            <StackedCell strong main={entry.name} lines={[entry.email, entry.phone]} />
          )}
        />
        <FunctionField
          label="admin.common.event"
          sortBy="eventTitle"
          render={(entry: AdminWaitlistEntry) => (
            <StackedCell
              main={entry.eventTitle}
              note={`${entry.numberOfTickets} × ${entry.ticketTypeName}`}
            />
          )}
        />
        <FunctionField
          label="resources.waitlist-entries.fields.joined"
          sortBy="createdAt"
          render={(entry: AdminWaitlistEntry) => (
            <StackedCell
              main={formatIndiaDateTime(entry.createdAt, locale)}
              note={lineText(entry, translate)}
            />
          )}
        />
        <FunctionField
          label="resources.waitlist-entries.fields.status"
          sortBy="status"
          render={(entry: AdminWaitlistEntry) => (
            <StackedCell main={<StatusChip entry={entry} />} note={offerText(entry, translate, locale)} />
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
    </PanelList>
  );
}
