import { useRef, useState } from 'react';
import styled from 'styled-components';
import { localizedText } from '@foundation/shared';
import { StyledButton } from '../components/buttons';
import { Dialog } from '../components/Dialog';
import { StyledNotice } from '../components/forms';
import { StyledBulletList, StyledCard, StyledCardTitle, StyledPage } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { currentLocale } from '../i18n/i18n';
import { VolunteerApplicationForm } from '../modules/volunteer/components/VolunteerApplicationForm';
import { YOGAMITRA, APPLY_TEXTS } from '../modules/volunteer/content';
import { useVolunteerRoles } from '../modules/volunteer/hooks/useVolunteerRoles';
import { staticPageMeta } from '../seo/pageMeta';
import { LoadedGrid, PageHeader, PageSection } from '../components/PageSections';

export default function YogamitraPage() {
  const meta = staticPageMeta('/yogamitra');
  usePageTitle(meta.title, meta.description);
  const { roles, error } = useVolunteerRoles();
  const [applyingFor, setApplyingFor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const applyingRole = roles?.find((role) => role.id === applyingFor);
  const locale = currentLocale();

  const texts = { failed: YOGAMITRA.rolesFailed, loading: YOGAMITRA.loadingRoles, empty: YOGAMITRA.noRoles };
  const content = (
    <LoadedGrid items={roles} error={error} texts={texts}>
      {(role) => (
        <StyledCard>
          <StyledCardTitle>{localizedText(role, 'title', locale)}</StyledCardTitle>
          {role.description && (
            <StyledDescription>{localizedText(role, 'description', locale)}</StyledDescription>
          )}
          <StyledFacts>
            <dt>{YOGAMITRA.commitment}</dt>
            <dd>{localizedText(role, 'commitment', locale)}</dd>
            <dt>{YOGAMITRA.skills}</dt>
            <dd>{localizedText(role, 'skills', locale)}</dd>
          </StyledFacts>
          <StyledButton
            type="button"
            aria-label={`${YOGAMITRA.applyNow}: ${localizedText(role, 'title', locale)}`}
            onClick={() => {
              setThanks(null);
              setApplyingFor(role.id);
            }}
          >
            {YOGAMITRA.applyNow}
          </StyledButton>
        </StyledCard>
      )}
    </LoadedGrid>
  );

  return (
    <StyledPage>
      <PageHeader title={YOGAMITRA.title} lead={YOGAMITRA.lead} />
      <PageSection id="roles" title={YOGAMITRA.rolesTitle}>
        {thanks && (
          <StyledNotice ref={thanksRef} tabIndex={-1} role="status" $tone="success">
            {thanks}
          </StyledNotice>
        )}
        {content}
      </PageSection>
      <PageSection id="updates" title={YOGAMITRA.updatesTitle}>
        <StyledBulletList>
          {YOGAMITRA.updates.map((update) => (
            <li key={update}>{update}</li>
          ))}
        </StyledBulletList>
      </PageSection>
      {roles && applyingRole && (
        <Dialog
          title={APPLY_TEXTS.dialogTitle(localizedText(applyingRole, 'title', locale))}
          onClose={() => setApplyingFor(null)}
          dismissible={!busy}
        >
          <VolunteerApplicationForm
            roles={roles}
            initialRoleId={applyingRole.id}
            onBusyChange={setBusy}
            onCancel={() => setApplyingFor(null)}
            onSent={(text) => {
              setApplyingFor(null);
              setThanks(text);
              // after the dialog has returned focus to the button: move it to the thanks
              window.setTimeout(() => thanksRef.current?.focus(), 0);
            }}
          />
        </Dialog>
      )}
    </StyledPage>
  );
}

const StyledDescription = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0 0 ${({ theme }) => theme.space.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
