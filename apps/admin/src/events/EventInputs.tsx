import { useEffect } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TabbedForm, TextInput } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CANCELLATION_HOURS_MAX,
  CANCELLATION_RULE_KINDS,
  CANCELLATION_RULE_LABELS,
  EVENT_CATEGORIES,
  EVENT_TYPES,
  HINDI_TWIN_LIMITS,
  MESSAGES,
} from '@foundation/shared';
import { HindiInput, HindiTwin } from '../common/HindiTwin';
import { GalleryInput } from '../common/GalleryInput';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { CalendarDateInput, SwitchInput, TitleInput } from '../common/inputs';
import { SaveToolbar } from '../common/SaveToolbar';
import { StringListInput } from '../common/StringListInput';
import { TextAddButton } from '../common/TextAddButton';
import { useToast } from '../common/toast';
import { UploadTrackerProvider } from '../common/uploadTracker';
import { validateEvent } from './eventRules';

// Choice names are catalogue keys (SelectInput translates them), as are the labels of the Basic Info tab.
const EVENT_TYPE_CHOICES = EVENT_TYPES.map((type) => ({ id: type, name: `admin.eventTypes.${type}` }));
const EVENT_CATEGORY_CHOICES = EVENT_CATEGORIES.map((category) => ({
  id: category,
  name: `admin.eventCategories.${category}`,
}));

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;

/** End date: an earlier day than the start is refused at once, with the toast 'Invalid Date Range'. */
const CANCELLATION_RULE_CHOICES = CANCELLATION_RULE_KINDS.map((kind) => ({
  id: kind,
  name: CANCELLATION_RULE_LABELS[kind],
}));

/**
 * The rule the server enforces when an attendee cancels from their booking page (the policy text above is
 * what visitors read): until some hours before the start (09:00 India time on the first day) with a share
 * of the amount refunded, or not at all. Staff can still cancel any booking from Registrations.
 */
function CancellationRuleInputs() {
  const kind = useWatch({ name: 'cancellationRule' });
  return (
    <Box sx={{ width: '100%' }}>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3">
        Cancellation by attendees
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What the booking page lets attendees do. The event starts at 09:00 India time on its first day.
      </Typography>
      <SelectInput
        source="cancellationRule"
        label="Cancellation rule"
        choices={CANCELLATION_RULE_CHOICES}
        isRequired
        helperText={false}
      />
      {kind !== 'not-cancellable' && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberInput
            source="cancellationHoursBefore"
            label="Cancellable until (hours before the start)"
            min={0}
            max={CANCELLATION_HOURS_MAX}
            step={1}
            isRequired
            helperText="48: until two days before"
          />
          <NumberInput
            source="cancellationRefundPercent"
            label="Refund (% of the amount paid)"
            min={0}
            max={100}
            step={1}
            isRequired
            helperText="100: everything back; 0: nothing"
          />
        </Box>
      )}
    </Box>
  );
}

function EventDates() {
  const { getValues, trigger } = useFormContext();
  const startDate = useWatch({ name: 'startDate' }) as string | null;
  const toast = useToast();
  useEffect(() => {
    // A start moved after the end date: say so under the end date at once, in the form's words.
    if (getValues('endDate')) void trigger('endDate');
  }, [startDate, getValues, trigger]);
  return (
    <Box sx={row}>
      <CalendarDateInput source="startDate" label="resources.events.fields.startDate" isRequired />
      <CalendarDateInput
        source="endDate"
        label="resources.events.fields.endDate"
        isRequired
        min={startDate ?? undefined}
        refuse={(value) => {
          const start = getValues('startDate') as string | null;
          if (start && value < start) {
            toast.error(MESSAGES.endBeforeStart, MESSAGES.invalidDateRangeTitle);
            return true;
          }
          return false;
        }}
      />
    </Box>
  );
}

/** Paid switch, price, and the Ticket Types section (paid events only). Turning paid off resets both. */
function PriceAndTicketTypes() {
  const { setValue } = useFormContext();
  const isPaid = useWatch({ name: 'isPaid' }) as boolean;
  return (
    <Box sx={{ width: '100%' }}>
      <SwitchInput
        source="isPaid"
        label="Paid event"
        onToggle={(checked) => {
          if (!checked) {
            setValue('price', 0, { shouldDirty: true });
            setValue('ticketTypes', [], { shouldDirty: true });
          }
        }}
      />
      {isPaid && (
        <Box component="section" aria-labelledby="ticket-types-heading" sx={{ width: '100%', mt: 1 }}>
          <NumberInput
            source="price"
            label="Price (₹)"
            min={0}
            step={1}
            helperText="Shown on the event page; visitors pay the price of their ticket type."
          />
          <Typography id="ticket-types-heading" variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            Ticket Types
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The first ticket type is the default. Leave the quantity empty for unlimited seats.
          </Typography>
          <ArrayInput source="ticketTypes" label={false}>
            <SimpleFormIterator inline disableClear addButton={<TextAddButton label="Add ticket type" />}>
              <TextInput source="name" label="Ticket name" isRequired helperText={false} />
              <HindiInput
                source="nameHi"
                label="Ticket name"
                maxLength={HINDI_TWIN_LIMITS.ticketTypes.nameHi}
              />
              <NumberInput source="price" label="Ticket price (₹)" min={0} isRequired helperText={false} />
              <NumberInput source="availableQuantity" label="Quantity" min={0} step={1} helperText={false} />
              <TextInput source="description" label="Ticket description" helperText={false} />
              <HindiInput
                source="descriptionHi"
                label="Ticket description"
                maxLength={HINDI_TWIN_LIMITS.ticketTypes.descriptionHi}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </Box>
      )}
    </Box>
  );
}

/** The event form of Add New Event and Edit Event: the documented four tabs and the Ticket Types section. */
export function EventForm({ creating }: { creating: boolean }) {
  return (
    <UploadTrackerProvider>
      <TabbedForm
        validate={validateEvent}
        toolbar={<SaveToolbar label="resources.events.form.save" cancelTo="/events" />}
        syncWithLocation={false}
        noValidate
      >
        <TabbedForm.Tab label="resources.events.form.basicInfo">
          <HindiTwin
            source="titleHi"
            label="resources.events.fields.title"
            maxLength={HINDI_TWIN_LIMITS.events.titleHi}
          >
            <TitleInput label="resources.events.fields.title" creating={creating} />
          </HindiTwin>
          <TextInput
            source="urlSlug"
            label="resources.events.fields.urlSlug"
            isRequired
            fullWidth
            helperText={MESSAGES.slugHint}
          />
          <Box sx={row}>
            <SelectInput
              source="eventType"
              label="resources.events.fields.eventType"
              choices={EVENT_TYPE_CHOICES}
              validate={undefined}
              emptyText={undefined}
            />
            <SelectInput
              source="category"
              label="resources.events.fields.category"
              choices={EVENT_CATEGORY_CHOICES}
              helperText="resources.events.form.categoryHelp"
            />
            <SwitchInput
              source="isActive"
              label="resources.events.fields.isActive"
              helperText="resources.events.form.activeHelp"
            />
          </Box>
          <EventDates />
          <HindiTwin
            source="locationHi"
            label="resources.events.fields.location"
            maxLength={HINDI_TWIN_LIMITS.events.locationHi}
          >
            <TextInput source="location" label="resources.events.fields.location" isRequired fullWidth />
          </HindiTwin>
          <TextInput
            source="locationMapUrl"
            label="resources.events.fields.locationMapUrl"
            fullWidth
            helperText="resources.events.form.mapHelp"
          />
          <Divider flexItem sx={{ my: 1 }} />
          <PriceAndTicketTypes />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="resources.events.form.details">
          <HindiTwin
            source="descriptionHi"
            label="Description"
            maxLength={HINDI_TWIN_LIMITS.events.descriptionHi}
            rich
          >
            <RichTextInput source="description" label="Description" isRequired fullWidth />
          </HindiTwin>
          <StringListInput source="features" label="What to Expect (features)" itemLabel="Feature" />
          <StringListInput source="benefits" label="Benefits" itemLabel="Benefit" />
          <StringListInput source="specialFeatures" label="Special Features" itemLabel="Special feature" />
          <StringListInput source="includedItems" label="What's Included" itemLabel="Included item" />
          <StringListInput
            source="notIncludedItems"
            label="What's Not Included"
            itemLabel="Not included item"
          />
          <TextInput
            source="cancellationPolicy"
            label="Cancellation Policy"
            multiline
            minRows={3}
            fullWidth
          />
          <StringListInput
            source="cancellationPolicyPoints"
            label="Cancellation Policy Points"
            itemLabel="Policy point"
          />
          <CancellationRuleInputs />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="resources.events.form.schedule">
          <ArrayInput source="schedule" label="Daily Schedule">
            <SimpleFormIterator inline disableClear addButton={<TextAddButton label="Add schedule item" />}>
              <TextInput source="activity" label="Activity" helperText={false} />
              <TextInput
                source="description"
                label="Activity description"
                helperText={false}
                sx={{ minWidth: 280 }}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="resources.events.form.mediaFaq">
          <ImageUploadInput
            source="imageUrl"
            label="Cover Image"
            target="event-cover"
            failureMessage="Failed to upload image"
            isRequired
          />
          <GalleryInput
            source="gallery"
            urlKey="imageUrl"
            target="event-gallery"
            label="Gallery Images"
            failureMessage="Failed to upload gallery image"
          />
          <ArrayInput source="faqs" label="Frequently Asked Questions">
            <SimpleFormIterator disableClear addButton={<TextAddButton label="Add FAQ" />}>
              <TextInput source="question" label="Question" fullWidth helperText={false} />
              <TextInput source="answer" label="Answer" multiline fullWidth helperText={false} />
            </SimpleFormIterator>
          </ArrayInput>
        </TabbedForm.Tab>
      </TabbedForm>
    </UploadTrackerProvider>
  );
}
