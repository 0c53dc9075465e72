import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { type ErasureReport, type MyDataExport } from '@foundation/shared';
import { StyledButton, StyledButtonRow } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { StyledNotice } from '../../../components/forms';
import { stack, StyledMuted, StyledSectionTitle, StyledStatus } from '../../../components/layout';
import { isTooManyRequests } from '../../../lib/api';
import { saveDataFile } from '../rights.api';
import { RIGHTS_TEXTS } from '../rightsTexts';
import { MyDataView } from './MyDataView';

interface DataRightsProps {
  email: string;
  loadData(): Promise<MyDataExport>;
  erase(): Promise<ErasureReport>;
  onErased(report: ErasureReport): void;
  correction?: ReactNode;
}

/**
 * "Your data" on the booking page and My giving (docs/privacy.md "Rights"): see everything held, readable,
 * and download it as JSON; correct one's details (`correction`: a form on the booking page, a note on My giving); erase, after a
 * confirmation, then `onErased` shows what was kept.
 */
export function DataRights({ email, loadData, erase, onErased, correction }: DataRightsProps) {
  const t = RIGHTS_TEXTS;
  const [data, setData] = useState<MyDataExport | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [eraseProblem, setEraseProblem] = useState<string | null>(null);

  const fetchData = async () => {
    setLoading(true);
    setLoadProblem(null);
    try {
      const answer = await loadData();
      setData(answer);
      return answer;
    } catch {
      setLoadProblem(t.dataFailed);
      return undefined;
    } finally {
      setLoading(false);
    }
  };

  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    await fetchData();
  };

  const download = async () => {
    const answer = data ?? (await fetchData());
    if (answer) saveDataFile(answer);
  };

  const confirmErase = async () => {
    setErasing(true);
    setEraseProblem(null);
    try {
      const report = await erase();
      setConfirming(false);
      onErased(report);
    } catch (error) {
      setEraseProblem(isTooManyRequests(error) ? error.message : t.eraseFailed);
    } finally {
      setErasing(false);
    }
  };

  return (
    <StyledRights>
      <p>{t.intro(email)}</p>
      <StyledButtonRow>
        <StyledButton type="button" $variant="secondary" aria-expanded={open} onClick={() => void toggle()}>
          {open ? t.hideData : t.showData}
        </StyledButton>
        <StyledButton type="button" $variant="secondary" onClick={() => void download()} disabled={loading}>
          {t.download}
        </StyledButton>
      </StyledButtonRow>
      {loading && <StyledStatus role="status">{t.loadingData}</StyledStatus>}
      {loadProblem && (
        <StyledNotice role="alert" $tone="error">
          {loadProblem}
        </StyledNotice>
      )}
      {open && data && <MyDataView data={data} />}

      {correction}

      <StyledSubSection aria-labelledby="rights-erase-heading">
        <StyledSectionTitle as="h3" id="rights-erase-heading">
          {t.eraseHeading}
        </StyledSectionTitle>
        <StyledMuted>{t.eraseNote}</StyledMuted>
        <StyledButtonRow>
          <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(true)}>
            {t.eraseButton}
          </StyledButton>
        </StyledButtonRow>
      </StyledSubSection>
      {confirming && (
        <Dialog
          title={t.eraseTitle}
          onClose={() => setConfirming(false)}
          dismissible={!erasing}
          showCloseButton={false}
        >
          <p>{t.eraseNote}</p>
          <p>{t.eraseConfirmText}</p>
          {eraseProblem && (
            <StyledNotice role="alert" $tone="error">
              {eraseProblem}
            </StyledNotice>
          )}
          <StyledButtonRow>
            <StyledButton type="button" onClick={() => void confirmErase()} disabled={erasing}>
              {erasing ? t.erasing : t.eraseConfirm}
            </StyledButton>
            <StyledButton
              type="button"
              $variant="ghost"
              onClick={() => setConfirming(false)}
              disabled={erasing}
            >
              {t.eraseKeep}
            </StyledButton>
          </StyledButtonRow>
        </Dialog>
      )}
    </StyledRights>
  );
}

const StyledRights = styled.div`
  ${stack('md')}
  /* The intro and the data shown carry the person's e-mail address: a long one breaks, not the page. */
  overflow-wrap: anywhere;
`;

const StyledSubSection = styled.section`
  ${stack('sm')}
`;
