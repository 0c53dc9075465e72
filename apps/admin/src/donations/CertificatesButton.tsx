import { Button } from '@mui/material';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { certificateFormOf, financialYearOf } from '@foundation/shared';
import { CERTIFICATES_PATH } from './certificates';

/** The donations list's way to the certificates of donation screen (upload, unmatched, assign). */
export function CertificatesButton() {
  const translate = useTranslate();
  return (
    <Button size="small" component={Link} to={CERTIFICATES_PATH} startIcon={<WorkspacePremiumIcon />}>
      {translate('resources.donations.certificates.button', {
        form: certificateFormOf(financialYearOf(new Date())),
      })}
    </Button>
  );
}
