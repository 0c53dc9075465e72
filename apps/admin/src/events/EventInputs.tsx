import { useEffect } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  useTranslate,
} from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CANCELLATION_HOURS_MAX,
  CANCELLATION_RULE_KINDS,
  EVENT_CATEGORIES,
  EVENT_TYPES,
  HINDI_TWIN_LIMITS,
  MESSAGES,
} from '@foundation/shared';
import { HindiInput, HindiTwin, HindiTwinColumns, useHindiLabel } from '../common/HindiTwin';
import { TwinTextInput } from '../common/resourceInputs';
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
// Catalogue keys with libs/shared's CANCELLATION_RULE_LABELS in English.
const CANCELLATION_RULE_CHOICES = CANCELLATION_RULE_KINDS.map((kind) => ({
  id: kind,
  name: `admin.cancellationRules.${kind}`,
}));

/**
 * The rule the server enforces when an attendee cancels from their booking page (the policy text above is
 * what visitors read): until some hours before the start (09:00 India time on the first day) with a share
 * of the amount refunded, or not at all. Staff can still cancel any booking from Registrations.
 */
function CancellationRuleInputs() {
  const kind = useWatch({ name: 'cancellationRule' });
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3">
        {translate('resources.events.form.cancellationByAttendees')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.events.form.cancellationByAttendeesHelp')}
      </Typography>
      <SelectInput
        source="cancellationRule"
        label="resources.events.fields.cancellationRule"
        choices={CANCELLATION_RULE_CHOICES}
        isRequired
        helperText={false}
      />
      {kind !== 'not-cancellable' && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <NumberInput
            source="cancellationHoursBefore"
            label="resources.events.fields.cancellationHoursBefore"
            min={0}
            max={CANCELLATION_HOURS_MAX}
            step={1}
            isRequired
            helperText="resources.events.form.hoursHelp"
          />
          <NumberInput
            source="cancellationRefundPercent"
            label="resources.events.fields.cancellationRefundPercent"
            min={0}
            max={100}
            step={1}
            isRequired
            helperText="resources.events.form.refundHelp"
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
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <SwitchInput
        source="isPaid"
        label="resources.events.fields.isPaid"
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
            label="resources.events.fields.price"
            min={0}
            step={1}
            helperText="resources.events.form.priceHelp"
          />
          <Typography id="ticket-types-heading" variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            {translate('resources.events.form.ticketTypes')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.events.form.ticketTypesHelp')}
          </Typography>
          <ArrayInput source="ticketTypes" label={false}>
            <SimpleFormIterator
              inline
              disableClear
              addButton={<TextAddButton label="resources.events.form.addTicketType" />}
            >
              <TextInput
                source="name"
                label="resources.events.form.ticketName"
                isRequired
                helperText={false}
              />
              <HindiInput
                source="nameHi"
                label="resources.events.form.ticketName"
                maxLength={HINDI_TWIN_LIMITS.ticketTypes.nameHi}
              />
              <NumberInput
                source="price"
                label="resources.events.form.ticketPrice"
                min={0}
                isRequired
                helperText={false}
              />
              <NumberInput
                source="availableQuantity"
                label="resources.ticket-types.fields.availableQuantity"
                min={0}
                step={1}
                helperText={false}
              />
              <TextInput
                source="description"
                label="resources.events.form.ticketDescription"
                helperText={false}
              />
              <HindiInput
                source="descriptionHi"
                label="resources.events.form.ticketDescription"
                maxLength={HINDI_TWIN_LIMITS.ticketTypes.descriptionHi}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </Box>
      )}
    </Box>
  );
}

/** What the Hindi twin of a section says under its label: left empty, the Hindi page shows the English. */
const HINDI_LIST_HELP = 'resources.events.form.hindiListHelp';

/** A list of the event page (`features`) with its Hindi twin (`featuresHi`) beside it. */
function ListWithHindi({ source, itemLabel }: { source: string; itemLabel: string }) {
  const label = `resources.events.fields.${source}`;
  const hindiLabel = useHindiLabel(label);
  // Its inputs and buttons are named apart from the English ones ('Feature (हिन्दी) 1', 'Add a Hindi feature').
  const hindiItem = useHindiLabel(itemLabel);
  const translate = useTranslate();
  return (
    <HindiTwinColumns
      hindi={
        <StringListInput
          source={`${source}Hi`}
          label={hindiLabel}
          itemLabel={hindiItem}
          helperText={HINDI_LIST_HELP}
          addLabel={translate('resources.events.form.addHindiItem', {
            item: translate(itemLabel).toLowerCase(),
          })}
        />
      }
    >
      <StringListInput source={source} label={label} itemLabel={itemLabel} />
    </HindiTwinColumns>
  );
}

/** An input's label, marked "(हिन्दी)" in a Hindi twin's list so that each input is named apart. */
function useItemLabel(key: string, hindi?: boolean): string {
  const hindiLabel = useHindiLabel(key);
  return hindi ? hindiLabel : key;
}

function ScheduleInput({ source, label, hindi }: { source: string; label: string; hindi?: boolean }) {
  const activity = useItemLabel('resources.events.form.activity', hindi);
  const description = useItemLabel('resources.events.form.activityDescription', hindi);
  return (
    <ArrayInput source={source} label={label} helperText={hindi ? HINDI_LIST_HELP : false}>
      <SimpleFormIterator
        inline
        disableClear
        addButton={
          <TextAddButton
            label={
              hindi ? 'resources.events.form.addHindiScheduleItem' : 'resources.events.form.addScheduleItem'
            }
          />
        }
      >
        <TextInput source="activity" label={activity} helperText={false} />
        <TextInput source="description" label={description} helperText={false} sx={{ minWidth: 280 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function FaqInput({ source, label, hindi }: { source: string; label: string; hindi?: boolean }) {
  const question = useItemLabel('resources.events.form.question', hindi);
  const answer = useItemLabel('resources.events.form.answer', hindi);
  return (
    <ArrayInput source={source} label={label} helperText={hindi ? HINDI_LIST_HELP : false}>
      <SimpleFormIterator
        disableClear
        addButton={
          <TextAddButton
            label={hindi ? 'resources.events.form.addHindiFaq' : 'resources.events.form.addFaq'}
          />
        }
      >
        <TextInput source="question" label={question} fullWidth helperText={false} />
        <TextInput source="answer" label={answer} multiline fullWidth helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The schedule or the questions and answers, with their Hindi twin (`scheduleHi`, `faqsHi`) beside them. */
function ItemsWithHindi({ source, Input }: { source: 'schedule' | 'faqs'; Input: typeof FaqInput }) {
  const label = `resources.events.fields.${source}`;
  const hindiLabel = useHindiLabel(label);
  return (
    <HindiTwinColumns hindi={<Input source={`${source}Hi`} label={hindiLabel} hindi />}>
      <Input source={source} label={label} />
    </HindiTwinColumns>
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
        // Four tabs are wider than a phone: they scroll, rather than widening the whole page (react-admin's
        // layout is as wide as its content's narrowest fit; containment keeps the tabs out of that sum).
        tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" sx={{ contain: 'inline-size' }} />}
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
            <SwitchInput
              source="forChildren"
              label="resources.events.fields.forChildren"
              helperText="resources.events.form.forChildrenHelp"
            />
          </Box>
          <EventDates />
          <TwinTextInput
            resource="events"
            source="location"
            hindiMax={HINDI_TWIN_LIMITS.events.locationHi}
            isRequired
          />
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
            label="resources.events.fields.description"
            maxLength={HINDI_TWIN_LIMITS.events.descriptionHi}
            rich
          >
            <RichTextInput
              source="description"
              label="resources.events.fields.description"
              isRequired
              fullWidth
            />
          </HindiTwin>
          <ListWithHindi source="features" itemLabel="resources.events.form.feature" />
          <ListWithHindi source="benefits" itemLabel="resources.events.form.benefit" />
          <ListWithHindi source="specialFeatures" itemLabel="resources.events.form.specialFeature" />
          <ListWithHindi source="includedItems" itemLabel="resources.events.form.includedItem" />
          <ListWithHindi source="notIncludedItems" itemLabel="resources.events.form.notIncludedItem" />
          <TwinTextInput
            resource="events"
            source="cancellationPolicy"
            hindiMax={HINDI_TWIN_LIMITS.events.cancellationPolicyHi}
            minRows={3}
          />
          <ListWithHindi source="cancellationPolicyPoints" itemLabel="resources.events.form.policyPoint" />
          <CancellationRuleInputs />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="resources.events.form.schedule">
          <ItemsWithHindi source="schedule" Input={ScheduleInput} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="resources.events.form.mediaFaq">
          <ImageUploadInput
            source="imageUrl"
            label="resources.events.fields.imageUrl"
            target="event-cover"
            failureMessage="resources.events.form.uploadFailed"
            isRequired
          />
          <GalleryInput
            source="gallery"
            urlKey="imageUrl"
            target="event-gallery"
            label="admin.upload.gallery"
            failureMessage="resources.events.form.galleryUploadFailed"
          />
          <ItemsWithHindi source="faqs" Input={FaqInput} />
        </TabbedForm.Tab>
      </TabbedForm>
    </UploadTrackerProvider>
  );
}
