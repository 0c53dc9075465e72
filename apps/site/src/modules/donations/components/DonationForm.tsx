import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  type CreateDonationOrderRequest,
  donorTaxDetailsProblems,
  type DonationType,
  type DonorCitizenship,
  formatInr,
  isForeignSource,
  isIndianPassportNumber,
  isRecurringDonationType,
  localizedText,
  MESSAGES,
  normalizePan,
  normalizePassportNumber,
} from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { PrivacyLine } from '../../../components/PrivacyLine';
import {
  StyledField,
  StyledFieldError,
  StyledFieldset,
  StyledForm,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledNotice,
  StyledSelect,
  StyledTextarea,
} from '../../../components/forms';
import { StyledMuted } from '../../../components/layout';
import { useToast } from '../../../components/Toasts';
import { currentLocale, t } from '../../../i18n/i18n';
import { type PaidOutcome, usePaidFlow } from '../../payments/hooks/usePaidFlow';
import {
  abandonRecurringGift,
  authoriseRecurringGift,
  cancelDonation,
  confirmDonationPayment,
  createDonationOrder,
  DonationOrderError,
} from '../api/donations.api';
import { CONTRIBUTE } from '../content';
import { useGivingSettings } from '../hooks/useGivingSettings';
import { thankYouText } from '../thanks';

type Phase =
  | { kind: 'idle' }
  | { kind: 'busy' }
  /** The API says each debit needs the donor's approval, which the form had not said: asked before Checkout. */
  | { kind: 'approval'; amount: number; period: 'monthly' | 'yearly' }
  | { kind: 'thanks'; text: string }
  | { kind: 'problem'; message: string };

type FieldName = 'custom' | 'name' | 'email' | 'phone' | 'passport' | 'pan' | 'address';
type FieldErrors = Partial<Record<FieldName, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The Donate button's text: the amount and the period, in the language's word order ('Donate ₹1,000 /
 * month', '₹1,000 / माह दान करें').
 */
export function donateLabel(amount: number | null, type: DonationType): string {
  return amount
    ? t('contribute.donateAmount', {
        amount: `${formatInr(amount, currentLocale())}${CONTRIBUTE.periodSuffix[type]}`,
      })
    : CONTRIBUTE.donate;
}

interface DonorInput {
  name: string;
  email: string;
  phone: string;
  pan: string;
  address: string;
  /** The declaration the Foreign Contribution (Regulation) Act asks for (libs/shared fcra.ts). */
  citizenship: DonorCitizenship;
  /** An Indian citizen living abroad: their Indian passport number. */
  passport: string;
}

const EMPTY_DONOR: DonorInput = {
  name: '',
  email: '',
  phone: '',
  pan: '',
  address: '',
  citizenship: 'indian-in-india',
  passport: '',
};

/**
 * What is wrong with the donor's fields, by field: name, e-mail and phone are needed for the receipt and the
 * donor's link; PAN is optional, but when given it must be a PAN and the address is required with it (the
 * 80G receipt and Form 10BD need both).
 */
export function donorProblems(donor: DonorInput): FieldErrors {
  const problems: FieldErrors = {};
  if (!donor.name.trim()) problems.name = CONTRIBUTE.nameRequired;
  if (!donor.email.trim()) problems.email = CONTRIBUTE.emailRequired;
  else if (!EMAIL.test(donor.email.trim())) problems.email = CONTRIBUTE.emailInvalid;
  if (!donor.phone.trim()) problems.phone = CONTRIBUTE.phoneRequired;
  if (donor.citizenship === 'indian-abroad') {
    const passport = normalizePassportNumber(donor.passport);
    if (!passport) problems.passport = CONTRIBUTE.passportRequired;
    else if (!isIndianPassportNumber(passport)) problems.passport = CONTRIBUTE.passportInvalid;
  }
  // The shared rule words its problems in English: the page's language instead.
  const tax = donorTaxDetailsProblems({ pan: donor.pan, address: donor.address });
  if (tax.pan) problems.pan = CONTRIBUTE.panInvalid;
  if (tax.address) problems.address = CONTRIBUTE.addressRequiredWithPan;
  return problems;
}

/** The order's failures the site words itself (shared English texts), in the page's language. */
const ORDER_ERRORS: Record<string, () => string> = {
  [MESSAGES.createOrderFailed]: () => CONTRIBUTE.createOrderFailed,
  [MESSAGES.createOrderServerError]: () => CONTRIBUTE.createOrderServerError,
  [MESSAGES.invalidOrderResponse]: () => CONTRIBUTE.invalidOrderResponse,
  [MESSAGES.unparsableOrderResponse]: () => CONTRIBUTE.unparsableOrderResponse,
};

/** Why the order could not be made: the site's own text in the page's language, or the API's refusal. */
function orderErrorText(error: unknown): string {
  if (!(error instanceof DonationOrderError)) return CONTRIBUTE.failed;
  return ORDER_ERRORS[error.message]?.() ?? error.message;
}

/**
 * A monthly or yearly gift whose debit failed, set up again from its e-mail's link
 * (`/contribute?type=monthly&amount=1500&project=…&renew={gift id}&key={key}`): the same amount, period and
 * project, and the new gift replaces the stopped one (the API cancels it once the new one is authorised).
 */
export interface Renewal {
  giftId: string;
  key: string;
  period: 'monthly' | 'yearly';
  amount: number;
  projectId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The renewal a page address carries, or null when it carries none or a malformed one. */
export function renewalFromSearch(search: string): Renewal | null {
  const params = new URLSearchParams(search);
  const giftId = params.get('renew') ?? '';
  const key = params.get('key') ?? '';
  const period = params.get('type');
  const amount = Number(params.get('amount'));
  const projectId = params.get('project') ?? '';
  if (!UUID.test(giftId) || !/^[A-Za-z0-9_-]{16,128}$/.test(key)) return null;
  if (period !== 'monthly' && period !== 'yearly') return null;
  if (!Number.isInteger(amount) || amount < 1) return null;
  return { giftId, key, period, amount, projectId: UUID.test(projectId) ? projectId : '' };
}

/** The body of /api/create-order: PAN (upper-cased) and address only when given; the declaration always. */
export function orderRequest(
  amount: number,
  type: DonationType,
  donor: DonorInput,
  projectId = '',
  renewal: Renewal | null = null,
): CreateDonationOrderRequest {
  const pan = normalizePan(donor.pan);
  const address = donor.address.trim();
  return {
    amount,
    donationType: type,
    name: donor.name.trim(),
    email: donor.email.trim(),
    phone: donor.phone.trim(),
    ...(pan ? { pan } : {}),
    ...(address ? { address } : {}),
    ...(projectId ? { projectId } : {}),
    citizenship: donor.citizenship,
    ...(donor.citizenship === 'indian-abroad'
      ? { passportNumber: normalizePassportNumber(donor.passport) }
      : {}),
    // Only the gift the link was for renews the stopped one: a changed period makes a new gift.
    ...(renewal && type === renewal.period
      ? { renewsRecurringGiftId: renewal.giftId, renewalKey: renewal.key }
      : {}),
  };
}

/** A project the donor may give to (the Contribute page's active projects). */
export interface ProjectChoice {
  id: string;
  title: string;
  titleHi?: string | null;
}

interface DonationFormProps {
  /** The active projects; the choice is optional (no project: where most needed). */
  projects?: readonly ProjectChoice[];
  projectId?: string;
  onProjectChange?: (projectId: string) => void;
  /** After a gift is paid (the projects' "raised" figures may have moved). */
  onGiven?: () => void;
}

/**
 * Type, preset or custom amount, donor fields and the optional 80G details, then the payment through
 * /api/create-order and Checkout: an order for a one-time gift, a subscription for a monthly or yearly one.
 */
export function DonationForm({
  projects = [],
  projectId = '',
  onProjectChange,
  onGiven,
}: DonationFormProps = {}) {
  const ids = {
    project: useId(),
    custom: useId(),
    name: useId(),
    email: useId(),
    phone: useId(),
    citizenshipHint: useId(),
    passport: useId(),
    foreign: useId(),
    pan: useId(),
    address: useId(),
    taxHint: useId(),
    approval: useId(),
  };
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const toast = useToast();
  const { pay, dialog } = usePaidFlow();
  const { settings } = useGivingSettings();
  const locale = currentLocale();
  // A link from the e-mail that a debit failed fills in the same gift (the server renders it so too).
  const { search } = useLocation();
  const [linked] = useState(() => renewalFromSearch(search));
  const linkedPreset = linked && CONTRIBUTE.presets.includes(linked.amount) ? linked.amount : null;
  const [type, setType] = useState<DonationType>(linked?.period ?? CONTRIBUTE.defaultType);
  const [preset, setPreset] = useState<number | null>(linked ? linkedPreset : CONTRIBUTE.defaultAmount);
  const [custom, setCustom] = useState(linked && linkedPreset === null ? String(linked.amount) : '');
  const [donor, setDonor] = useState<DonorInput>(EMPTY_DONOR);
  const [checked, setChecked] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [renewal, setRenewal] = useState<Renewal | null>(linked);

  const customAmount = Number(custom);
  const customValid =
    Number.isInteger(customAmount) &&
    customAmount >= settings.minAmount &&
    customAmount <= settings.maxAmount;
  const amount = preset ?? (custom !== '' && customValid ? customAmount : null);
  const errors: FieldErrors = checked ? donorProblems(donor) : {};
  if (preset === null && custom !== '' && !customValid) {
    errors.custom = CONTRIBUTE.amountOutOfBounds(
      formatInr(settings.minAmount, locale),
      formatInr(settings.maxAmount, locale),
    );
  }
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const approvalAnswer = useRef<((proceed: boolean) => void) | null>(null);
  const answerApproval = (proceed: boolean) => {
    approvalAnswer.current?.(proceed);
    approvalAnswer.current = null;
  };
  // The form is replaced by the thank-you: focus follows, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (phase.kind === 'thanks') thanksRef.current?.focus();
  }, [phase.kind]);
  // A foreign citizen's gift: refused here when the foundation has no FCRA account, and once only when it has.
  const foreign = isForeignSource(donor.citizenship);
  const foreignBlocked =
    foreign && (!settings.foreignContributions.accepted || isRecurringDonationType(type));
  const needsApproval =
    isRecurringDonationType(type) && amount !== null && amount > settings.approvalThresholdRupees;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!amount || foreignBlocked) return;
    setChecked(true);
    const problems = donorProblems(donor);
    const first = (Object.keys(refs.current) as FieldName[]).find((key) => problems[key]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    setPhase({ kind: 'busy' });
    let order;
    try {
      order = await createDonationOrder(orderRequest(amount, type, donor, projectId, renewal));
    } catch (error) {
      // A spent or replaced link: the donor can still give, as a new gift.
      if (error instanceof DonationOrderError && error.code === 'renewal_invalid') setRenewal(null);
      const message = orderErrorText(error);
      toast.error(message);
      setPhase({ kind: 'problem', message });
      return;
    }
    const { accessToken } = order;
    let outcome: PaidOutcome<string>;
    if (order.kind === 'subscription') {
      const giftId = order.recurringGiftId;
      const period = order.period;
      // The settings the note is drawn from were not the API's (it could not be reached): the donor still
      // hears it before Checkout, and may stop there.
      if (order.eachDebitNeedsApproval && !needsApproval) {
        const proceed = await new Promise<boolean>((resolve) => {
          approvalAnswer.current = resolve;
          setPhase({ kind: 'approval', amount, period });
        });
        if (!proceed) {
          await abandonRecurringGift(giftId, accessToken, 'dismissed').catch(() => undefined);
          setPhase({ kind: 'problem', message: CONTRIBUTE.cancelled });
          return;
        }
        setPhase({ kind: 'busy' });
      }
      outcome = await pay({
        subscription: order,
        confirm: async (authorisation) => {
          const { recurringGift } = await authoriseRecurringGift(giftId, accessToken, authorisation);
          return thankYouText({ type: period, recurringGift });
        },
        // The server marks the gift failed instead of leaving it waiting for an authorisation.
        cancel: (reason) => abandonRecurringGift(giftId, accessToken, reason),
      });
    } else {
      const donationId = order.donationId;
      outcome = await pay({
        order,
        confirm: async (result) => {
          await confirmDonationPayment(donationId, accessToken, result);
          return thankYouText({ type: 'one-time', amount });
        },
        // The server marks the donation failed instead of leaving it pending.
        cancel: (reason) => cancelDonation(donationId, accessToken, reason),
      });
    }
    if (outcome.kind === 'paid') {
      setPhase({ kind: 'thanks', text: outcome.confirmed });
      onGiven?.();
    } else {
      setPhase({
        kind: 'problem',
        message:
          outcome.kind === 'dismissed'
            ? CONTRIBUTE.cancelled
            : outcome.kind === 'unconfirmed'
              ? CONTRIBUTE.unconfirmed
              : CONTRIBUTE.failed,
      });
    }
  };

  if (phase.kind === 'thanks') {
    return (
      <StyledThanks role="status">
        <h3 ref={thanksRef} tabIndex={-1}>
          {CONTRIBUTE.thanksTitle}
        </h3>
        <p>{phase.text}</p>
        <p>{CONTRIBUTE.receiptOnItsWay}</p>
        <StyledButton type="button" $variant="secondary" onClick={() => setPhase({ kind: 'idle' })}>
          {CONTRIBUTE.donateAgain}
        </StyledButton>
      </StyledThanks>
    );
  }

  const busy = phase.kind === 'busy';
  const errorId = (key: FieldName) => `${ids[key]}-error`;
  const fieldProps = (key: FieldName, hint?: string) => ({
    id: ids[key],
    name: key,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': [hint, errors[key] ? errorId(key) : undefined].filter(Boolean).join(' ') || undefined,
  });
  const fieldError = (key: FieldName) => {
    const message = errors[key];
    return message ? <StyledFieldError id={errorId(key)}>{message}</StyledFieldError> : null;
  };
  const setField = (key: keyof DonorInput, value: string) =>
    setDonor((current) => ({ ...current, [key]: value }));

  return (
    <StyledForm onSubmit={submit} aria-busy={busy} noValidate>
      <StyledFieldset>
        <legend>{CONTRIBUTE.typeLegend}</legend>
        <StyledChoices>
          {CONTRIBUTE.types.map((option) => (
            <StyledChoice key={option.value}>
              <input
                type="radio"
                name="donationType"
                value={option.value}
                checked={type === option.value}
                onChange={() => setType(option.value)}
              />
              <span>{option.label}</span>
            </StyledChoice>
          ))}
        </StyledChoices>
      </StyledFieldset>
      <StyledFieldset>
        <legend>{CONTRIBUTE.amountLegend}</legend>
        <StyledChoices>
          {CONTRIBUTE.presets.map((value) => (
            <StyledChoice key={value}>
              <input
                type="radio"
                name="amount"
                value={value}
                checked={preset === value}
                onChange={() => {
                  setPreset(value);
                  setCustom('');
                }}
              />
              <span>{formatInr(value, locale)}</span>
            </StyledChoice>
          ))}
        </StyledChoices>
        <StyledField>
          <StyledLabel htmlFor={ids.custom}>{CONTRIBUTE.customAmount}</StyledLabel>
          <StyledInput
            {...fieldProps('custom')}
            ref={(element) => {
              refs.current.custom = element;
            }}
            type="number"
            inputMode="numeric"
            min={settings.minAmount}
            max={settings.maxAmount}
            step={1}
            value={custom}
            onChange={(event) => {
              setCustom(event.target.value);
              setPreset(event.target.value === '' ? CONTRIBUTE.defaultAmount : null);
            }}
          />
          {fieldError('custom')}
        </StyledField>
      </StyledFieldset>
      {projects.length > 0 && (
        <StyledField>
          <StyledLabel htmlFor={ids.project}>{CONTRIBUTE.projectChoice}</StyledLabel>
          <StyledSelect
            id={ids.project}
            name="projectId"
            value={projectId}
            onChange={(event) => onProjectChange?.(event.target.value)}
          >
            <option value="">{CONTRIBUTE.noProject}</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {localizedText(project, 'title', locale)}
              </option>
            ))}
          </StyledSelect>
        </StyledField>
      )}
      {(['name', 'email', 'phone'] as const).map((key) => (
        <StyledField key={key}>
          <StyledLabel htmlFor={ids[key]}>{CONTRIBUTE[key]}</StyledLabel>
          <StyledInput
            {...fieldProps(key)}
            ref={(element) => {
              refs.current[key] = element;
            }}
            type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
            autoComplete={key === 'phone' ? 'tel' : key}
            aria-required
            value={donor[key]}
            onChange={(event) => setField(key, event.target.value)}
          />
          {fieldError(key)}
        </StyledField>
      ))}
      <StyledFieldset aria-describedby={ids.citizenshipHint}>
        <legend>{CONTRIBUTE.citizenshipLegend}</legend>
        <StyledHint id={ids.citizenshipHint}>{CONTRIBUTE.citizenshipHint}</StyledHint>
        <StyledCitizenships>
          {CONTRIBUTE.citizenships.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="citizenship"
                value={option.value}
                checked={donor.citizenship === option.value}
                onChange={() => setDonor((current) => ({ ...current, citizenship: option.value }))}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </StyledCitizenships>
        {donor.citizenship === 'indian-abroad' && (
          <StyledField>
            <StyledLabel htmlFor={ids.passport}>{CONTRIBUTE.passport}</StyledLabel>
            <StyledInput
              {...fieldProps('passport')}
              ref={(element) => {
                refs.current.passport = element;
              }}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              aria-required
              placeholder={CONTRIBUTE.passportPlaceholder}
              value={donor.passport}
              onChange={(event) => setField('passport', event.target.value.toUpperCase())}
            />
            {fieldError('passport')}
          </StyledField>
        )}
        {foreign && (
          <StyledForeign id={ids.foreign} role="status">
            {!settings.foreignContributions.accepted ? (
              <>
                <strong>{CONTRIBUTE.foreignRefusedTitle}</strong>
                <span>{CONTRIBUTE.foreignRefused}</span>
              </>
            ) : isRecurringDonationType(type) ? (
              <span>{CONTRIBUTE.foreignRecurring}</span>
            ) : (
              <span>{CONTRIBUTE.fcraNote(settings.foreignContributions.fcraRegistrationNumber ?? '')}</span>
            )}
          </StyledForeign>
        )}
      </StyledFieldset>
      <StyledFieldset>
        <legend>{CONTRIBUTE.taxDetailsLegend}</legend>
        <StyledHint id={ids.taxHint}>{CONTRIBUTE.taxDetailsHint}</StyledHint>
        <StyledField>
          <StyledLabel htmlFor={ids.pan}>{CONTRIBUTE.pan}</StyledLabel>
          <StyledInput
            {...fieldProps('pan', ids.taxHint)}
            ref={(element) => {
              refs.current.pan = element;
            }}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            placeholder={CONTRIBUTE.panPlaceholder}
            value={donor.pan}
            onChange={(event) => setField('pan', event.target.value.toUpperCase())}
          />
          {fieldError('pan')}
        </StyledField>
        <StyledField>
          <StyledLabel htmlFor={ids.address}>{CONTRIBUTE.address}</StyledLabel>
          <StyledAddress
            {...fieldProps('address', ids.taxHint)}
            ref={(element) => {
              refs.current.address = element;
            }}
            autoComplete="street-address"
            rows={3}
            aria-required={donor.pan.trim() !== '' ? true : undefined}
            value={donor.address}
            onChange={(event) => setField('address', event.target.value)}
          />
          {fieldError('address')}
        </StyledField>
      </StyledFieldset>
      {renewal && type === renewal.period && (
        <StyledApproval role="note">
          {CONTRIBUTE.renewalNote(formatInr(renewal.amount, locale), renewal.period)}
        </StyledApproval>
      )}
      {needsApproval && isRecurringDonationType(type) && (
        <StyledApproval id={ids.approval} role="note">
          {CONTRIBUTE.approvalNote(
            formatInr(amount, locale),
            type,
            formatInr(settings.approvalThresholdRupees, locale),
          )}
        </StyledApproval>
      )}
      {phase.kind === 'approval' && (
        <StyledApproval role="alert">
          {CONTRIBUTE.approvalNoteFromServer(formatInr(phase.amount, locale), phase.period)}
          <StyledApprovalButtons>
            <StyledButton type="button" onClick={() => answerApproval(true)}>
              {CONTRIBUTE.approvalContinue}
            </StyledButton>
            <StyledButton type="button" $variant="ghost" onClick={() => answerApproval(false)}>
              {CONTRIBUTE.approvalStop}
            </StyledButton>
          </StyledApprovalButtons>
        </StyledApproval>
      )}
      <PrivacyLine purpose="donation" />
      <StyledButton
        type="submit"
        disabled={busy || phase.kind === 'approval' || !amount || foreignBlocked}
        aria-describedby={foreign ? ids.foreign : needsApproval ? ids.approval : undefined}
        $block
      >
        {busy ? CONTRIBUTE.processing : donateLabel(amount, type)}
      </StyledButton>
      <StyledMuted>{CONTRIBUTE.taxNote}</StyledMuted>
      {phase.kind === 'problem' && (
        <StyledNotice role="alert" $tone="error">
          {phase.message}
        </StyledNotice>
      )}
      {dialog}
    </StyledForm>
  );
}

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledChoice = styled.label`
  position: relative;

  input {
    position: absolute;
    opacity: 0;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.controlSize};
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.primaryStrong}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimaryStrong};
  }

  input:focus-visible + span {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.primaryStrong}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

/** The citizenship answers: whole sentences, so one per line rather than pills. */
const StyledCitizenships = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.layout.controlSize};
    cursor: pointer;
  }

  input {
    flex: none;
    width: ${({ theme }) => theme.space.md};
    height: ${({ theme }) => theme.space.md};
    margin-top: ${({ theme }) => theme.space.xxs};
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const StyledForeign = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;

const StyledThanks = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

const StyledAddress = styled(StyledTextarea)`
  min-height: auto;
`;

const StyledApprovalButtons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledApproval = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;
