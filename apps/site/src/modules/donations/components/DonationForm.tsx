import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  type DonationType,
  formatInr,
  isForeignSource,
  isRecurringDonationType,
  localizedText,
} from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { PrivacyLine } from '../../../components/PrivacyLine';
import { StyledForm, StyledNotice } from '../../../components/forms';
import { SelectField, useFieldIds } from '../../../components/fields';
import { StyledMuted } from '../../../components/layout';
import { currentLocale } from '../../../i18n/i18n';
import { CONTRIBUTE } from '../content';
import { useGivingSettings } from '../hooks/useGivingSettings';
import { AmountFields } from './AmountFields';
import { CitizenshipFields } from './CitizenshipFields';
import { DonationNotes } from './DonationNotes';
import {
  donateLabel,
  donorProblems,
  type DonorInput,
  EMPTY_DONOR,
  type FieldErrors,
  type FieldName,
  type Renewal,
  renewalFromSearch,
} from './donationRules';
import { type DonorPartProps, DonorFields } from './DonorFields';
import { TaxFields } from './TaxFields';
import { useDonationPayment } from './useDonationPayment';

export { donateLabel, donorProblems, renewalFromSearch, type Renewal } from './donationRules';

type FieldElements = Map<FieldName, HTMLInputElement | HTMLTextAreaElement | null>;

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
  const idOf = useFieldIds();
  // The fields' elements in the form's order, to focus the first one in error.
  const [elements] = useState<FieldElements>(() => new Map());
  const { phase, setPhase, give, payment, Thanks } = useDonationPayment(onGiven);
  const { settings, foundation } = useGivingSettings();
  // The law in force, as the API says; until it answers the page names none (and asks for no tax details).
  const law = foundation?.taxLaw ?? null;
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
    const first = [...elements.keys()].find((key) => problems[key]);
    if (first) {
      elements.get(first)?.focus();
      return;
    }
    await give({
      amount,
      order: { type, donor, projectId, renewal },
      approvalShown: needsApproval,
      onRenewalInvalid: () => setRenewal(null),
    });
  };

  if (phase.kind === 'thanks' && Thanks) {
    return <Thanks text={phase.text} headingRef={thanksRef} onAgain={() => setPhase({ kind: 'idle' })} />;
  }

  const busy = phase.kind === 'busy';
  const register = (key: FieldName) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    elements.set(key, element);
  };
  const part: DonorPartProps = {
    donor,
    setField: (key, value) => setDonor((current) => ({ ...current, [key]: value })),
    errors,
    idOf,
    register,
  };

  return (
    <StyledForm onSubmit={submit} aria-busy={busy} noValidate>
      <AmountFields
        type={type}
        onTypeChange={setType}
        preset={preset}
        custom={custom}
        onAmountChange={(nextPreset, nextCustom) => {
          setPreset(nextPreset);
          setCustom(nextCustom);
        }}
        customId={idOf('custom')}
        customError={errors.custom}
        customRef={register('custom')}
        min={settings.minAmount}
        max={settings.maxAmount}
      />
      {projects.length > 0 && (
        <SelectField
          id={idOf('project')}
          label={CONTRIBUTE.projectChoice}
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
        </SelectField>
      )}
      <DonorFields {...part} />
      <CitizenshipFields {...part} setDonor={setDonor} type={type} settings={settings} />
      {law && <TaxFields {...part} law={law} />}
      <DonationNotes
        type={type}
        amount={amount}
        renewal={renewal}
        needsApproval={needsApproval}
        approvalId={idOf('approval')}
        approvalThresholdRupees={settings.approvalThresholdRupees}
      />
      {/* The payment step's question (when the API asks one) and Checkout's dialog, once Donate was pressed. */}
      {payment}
      <PrivacyLine purpose="donation" />
      <StyledButton
        type="submit"
        disabled={busy || phase.kind === 'approval' || !amount || foreignBlocked}
        aria-describedby={foreign ? idOf('foreign') : needsApproval ? idOf('approval') : undefined}
        $block
      >
        {busy ? CONTRIBUTE.processing : donateLabel(amount, type)}
      </StyledButton>
      {law && <StyledMuted>{CONTRIBUTE.taxNote(law)}</StyledMuted>}
      {phase.kind === 'problem' && (
        <StyledNotice role="alert" $tone="error">
          {phase.message}
        </StyledNotice>
      )}
    </StyledForm>
  );
}
