import {
  BooleanInput,
  Create,
  useRedirect,
  useTranslate,
  FormDataConsumer,
  maxLength,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  regex,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import {
  indiaCalendarDate,
  OFFLINE_GIFT_MODES,
  PAN_PATTERN,
  type OfflineGiftMode,
  type RecordOfflineGiftRequest,
} from '@foundation/shared';
import { CalendarDateInput } from '../common/inputs';
import { useSaveErrorHandler } from '../common/mutations';
import { useToast } from '../common/toast';
import { SaveToolbar } from '../common/SaveToolbar';

/** The modes as staff pick them (catalogue keys). */
const MODE_CHOICES = OFFLINE_GIFT_MODES.map((id) => ({ id, name: `resources.donations.modes.${id}` }));

interface GiftForm {
  mode: OfflineGiftMode;
  amount: number;
  receivedOn: string;
  name: string;
  email?: string;
  phone?: string;
  pan?: string;
  address?: string;
  chequeNumber?: string;
  chequeBank?: string;
  chequeDate?: string;
  reference?: string;
  kindDescription?: string;
  sendReceipt?: boolean;
}

const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** The form's flat fields as the API's body: only the particulars of the chosen mode. */
export function toRecordRequest(form: GiftForm): RecordOfflineGiftRequest {
  return {
    mode: form.mode,
    amount: Number(form.amount),
    receivedOn: form.receivedOn,
    name: form.name?.trim(),
    email: text(form.email),
    phone: text(form.phone),
    pan: text(form.pan)?.toUpperCase(),
    address: text(form.address),
    cheque:
      form.mode === 'cheque'
        ? {
            number: text(form.chequeNumber) ?? '',
            bank: text(form.chequeBank) ?? '',
            date: form.chequeDate ?? '',
          }
        : undefined,
    reference: form.mode === 'bank-transfer' || form.mode === 'upi' ? text(form.reference) : undefined,
    kind: form.mode === 'kind' ? { description: text(form.kindDescription) ?? '' } : undefined,
    sendReceipt: Boolean(form.sendReceipt && text(form.email)),
  };
}

/**
 * 'Record a gift': a gift received at the ashram (the donation box, a cheque, a transfer, UPI at the gate,
 * goods), entered by the treasurer, often on a phone. Saving issues its receipt (POST /api/admin/donations)
 * and opens the donation, where the receipt is downloaded.
 */
export default function DonationCreate() {
  const onError = useSaveErrorHandler('resources.donations.record.failed');
  const toast = useToast();
  const translate = useTranslate();
  const redirect = useRedirect();
  const today = indiaCalendarDate();
  // What happened, with the number the treasurer writes on the box's slip; then the gift and its receipt.
  const onSuccess = (donation: { id: string; receiptNumber: string | null }) => {
    toast.success(translate('resources.donations.record.recorded', { number: donation.receiptNumber ?? '' }));
    redirect('show', 'donations', donation.id);
  };
  return (
    <Create
      title="resources.donations.record.title"
      redirect="show"
      mutationOptions={{ onError, onSuccess }}
      transform={(data: GiftForm) => toRecordRequest(data)}
    >
      <SimpleForm
        defaultValues={{ mode: 'cash', receivedOn: today, sendReceipt: false }}
        toolbar={<SaveToolbar label="resources.donations.record.save" cancelTo="/donations" />}
        sx={{ maxWidth: 640 }}
      >
        <RadioButtonGroupInput
          source="mode"
          label="resources.donations.record.mode"
          choices={MODE_CHOICES}
          validate={required()}
          sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
        />
        <NumberInput
          source="amount"
          label="resources.donations.record.amount"
          validate={[required(), minValue(1)]}
          min={1}
          step={1}
          fullWidth
        />
        <CalendarDateInput
          source="receivedOn"
          label="resources.donations.record.receivedOn"
          validate={required()}
          isRequired
        />
        <FormDataConsumer<GiftForm>>
          {({ formData }) => (
            <>
              {formData.mode === 'cheque' && (
                <>
                  <TextInput
                    source="chequeNumber"
                    label="resources.donations.record.chequeNumber"
                    validate={[required(), regex(/^\d{6}$/, 'resources.donations.record.chequeNumberHint')]}
                    fullWidth
                  />
                  <TextInput
                    source="chequeBank"
                    label="resources.donations.record.chequeBank"
                    validate={[required(), maxLength(60)]}
                    fullWidth
                  />
                  <CalendarDateInput
                    source="chequeDate"
                    label="resources.donations.record.chequeDate"
                    validate={required()}
                    isRequired
                  />
                </>
              )}
              {(formData.mode === 'bank-transfer' || formData.mode === 'upi') && (
                <TextInput
                  source="reference"
                  label={
                    formData.mode === 'upi'
                      ? 'resources.donations.record.upiReference'
                      : 'resources.donations.record.utr'
                  }
                  validate={[required(), maxLength(40)]}
                  fullWidth
                />
              )}
              {formData.mode === 'kind' && (
                <TextInput
                  source="kindDescription"
                  label="resources.donations.record.kindDescription"
                  validate={[required(), maxLength(300)]}
                  multiline
                  fullWidth
                />
              )}
            </>
          )}
        </FormDataConsumer>
        <TextInput
          source="name"
          label="resources.donations.record.name"
          validate={[required(), maxLength(200)]}
          fullWidth
        />
        <TextInput source="email" label="resources.donations.record.email" type="email" fullWidth />
        <TextInput source="phone" label="resources.donations.record.phone" type="tel" fullWidth />
        <TextInput
          source="pan"
          label="resources.donations.record.pan"
          helperText="resources.donations.record.panHint"
          validate={regex(PAN_PATTERN, 'resources.donations.record.panInvalid')}
          parse={(value: string) => value.toUpperCase()}
          fullWidth
        />
        <TextInput source="address" label="resources.donations.record.address" multiline fullWidth />
        <BooleanInput source="sendReceipt" label="resources.donations.record.sendReceipt" />
      </SimpleForm>
    </Create>
  );
}
