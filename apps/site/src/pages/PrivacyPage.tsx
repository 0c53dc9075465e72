import styled from 'styled-components';
import { formatIndianLongDate, indiaCalendarDate, localizedText } from '@foundation/shared';
import { stack, StyledErrorText, StyledMuted, StyledPage, StyledStatus } from '../components/layout';
import { PageHeader } from '../components/PageSections';
import { usePageTitle } from '../components/usePageTitle';
import { currentLocale, t } from '../i18n/i18n';
import { noticeBlocks, usePrivacyNotice } from '../modules/privacy/usePrivacyNotice';
import { staticPageMeta } from '../seo/pageMeta';

/**
 * /privacy and /hi/privacy: the newest privacy notice staff published (its Hindi twin on the Hindi page, the
 * English where there is none), with its version and the grievance officer. Server-rendered from the
 * inlined answer.
 */
export default function PrivacyPage() {
  const meta = staticPageMeta('/privacy');
  usePageTitle(meta.title, meta.description);
  const notice = usePrivacyNotice();
  const locale = currentLocale();
  return (
    <StyledPage>
      <PageHeader title={meta.title} lead={meta.description} />
      {notice.state === 'loading' && <StyledStatus role="status">{t('privacy.loading')}</StyledStatus>}
      {notice.state === 'error' && <StyledErrorText role="alert">{t('privacy.failed')}</StyledErrorText>}
      {notice.state === 'none' && <StyledStatus role="status">{t('privacy.notPublished')}</StyledStatus>}
      {notice.state === 'ready' && (
        <StyledNotice data-testid="privacy-notice">
          <StyledMuted>
            {t('privacy.version', {
              version: notice.notice.version,
              date: formatIndianLongDate(indiaCalendarDate(new Date(notice.notice.publishedAt)), locale),
            })}
          </StyledMuted>
          {noticeBlocks(localizedText(notice.notice, 'body', locale)).map((block, index) =>
            block.kind === 'heading' ? <h2 key={index}>{block.text}</h2> : <p key={index}>{block.text}</p>,
          )}
          <h2>{t('privacy.grievanceOfficer')}</h2>
          <p>{notice.notice.grievanceOfficer}</p>
          <p>{t('privacy.board')}</p>
        </StyledNotice>
      )}
    </StyledPage>
  );
}

const StyledNotice = styled.article`
  max-width: 42rem;
  ${stack('sm')}
  h2 {
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
