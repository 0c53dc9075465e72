import styled from 'styled-components';
import { stack } from './layout';
import { renderRichText } from '../lib/richText';

/** A description written in the admin panel's rich-text editor, through the site's allow-list. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  return <StyledRichText className={className}>{renderRichText(html)}</StyledRichText>;
}

const StyledRichText = styled.div`
  ${stack('sm')}
  max-width: ${({ theme }) => theme.layout.readableWidth};

  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;
