import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link as MuiLink,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  certificateFormOf,
  type CertificateUploadResult,
  type UnmatchedCertificate,
} from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';
import { CERTIFICATE_ACCEPT_ATTRIBUTE } from '../uploads';
import { lastCompletedFinancialYear, recentFinancialYears } from './givingLabels';

/** One unmatched certificate with the e-mail address staff give it to, and the API's answer. */
function AssignForm({
  certificate,
  onAssigned,
}: {
  certificate: UnmatchedCertificate;
  onAssigned: () => void;
}) {
  const dataProvider = useAdminDataProvider();
  const translate = useTranslate();
  const toast = useToast();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await dataProvider.assignCertificate(certificate.id, email.trim());
      toast.success(
        translate('resources.donations.certificates.assigned', {
          file: certificate.fileName,
          email: answer.donorEmail,
        }),
      );
      onAssigned();
    } catch (error) {
      setProblem(serverMessage(error, translate('resources.donations.certificates.assignFailed')));
    } finally {
      setBusy(false);
    }
  };

  const identifiers = [...certificate.pans, ...certificate.aadhaars];
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} data-testid="unmatched-certificate">
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{certificate.fileName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {identifiers.length > 0
          ? translate('resources.donations.certificates.names', { identifiers: identifiers.join(', ') })
          : translate('resources.donations.certificates.namesNothing')}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}
      >
        <TextField
          id={`${id}-email`}
          type="email"
          size="small"
          required
          label={translate('resources.donations.certificates.donorEmail')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problem !== null}
          helperText={problem ?? undefined}
          autoComplete="off"
          sx={{ flex: '1 1 16rem', minWidth: 0 }}
        />
        <Button type="submit" variant="outlined" disabled={busy || !email.trim()} sx={{ minHeight: 40 }}>
          {translate(
            busy ? 'resources.donations.certificates.assigning' : 'resources.donations.certificates.assign',
          )}
        </Button>
      </Box>
    </ListItem>
  );
}

/** What the last upload did, as the API answered it. */
function UploadResult({ result }: { result: CertificateUploadResult }) {
  const translate = useTranslate();
  return (
    <Alert
      severity={result.unmatched.length > 0 ? 'warning' : 'success'}
      sx={{ mt: 2 }}
      role="status"
      data-testid="certificate-upload-result"
    >
      <Typography>
        {translate('resources.donations.certificates.matched', { smart_count: result.matched.length })}
      </Typography>
      <Typography>
        {translate('resources.donations.certificates.unmatched', { smart_count: result.unmatched.length })}
      </Typography>
      {result.matched.length > 0 && (
        <List dense disablePadding sx={{ mt: 1 }}>
          {result.matched.map((item) => (
            <ListItem key={item.id} disableGutters sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {translate('resources.donations.certificates.matchedLine', {
                file: item.fileName,
                email: item.donorEmail,
              })}
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * /admin/donation-certificates: the certificates of donation (Form 114) the income-tax portal generated, for
 * finance and owners. Staff choose the tax year and upload PDFs or ZIPs of PDFs; the API matches each to its
 * donor by PAN and e-mails it, and the year's unmatched certificates are listed to be assigned by hand.
 */
export default function CertificatesPage() {
  const dataProvider = useAdminDataProvider();
  const translate = useTranslate();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [year, setYear] = useState(lastCompletedFinancialYear);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<CertificateUploadResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The year's unmatched certificates as last answered (null items: the list could not be loaded); `version`
  // asks for them again after an upload or an assignment.
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<{
    year: string;
    version: number;
    items: UnmatchedCertificate[] | null;
  } | null>(null);
  const reload = () => setVersion((current) => current + 1);

  useEffect(() => {
    let live = true;
    dataProvider.unmatchedCertificates(year).then(
      (items) => live && setLoaded({ year, version, items }),
      () => live && setLoaded({ year, version, items: null }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, year, version]);

  // While asking again, the list of the same year stays on the screen.
  const unmatched = loaded?.year === year ? loaded.items : null;
  const listFailed = loaded?.year === year && loaded.version === version && loaded.items === null;

  const chooseYear = (next: string) => {
    setYear(next);
    setResult(null);
    setRefusal(null);
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setResult(null);
    setRefusal(null);
    setProgress(0);
    try {
      const answer = await dataProvider.uploadCertificates(files, year, { onProgress: setProgress });
      setResult(answer);
      toast.success(
        translate('resources.donations.certificates.uploaded', {
          smart_count: answer.matched.length + answer.unmatched.length,
        }),
      );
      reload();
    } catch (error) {
      const message = serverMessage(error, translate('resources.donations.certificates.uploadFailed'));
      // The API names the refused file of the upload (every file is refused with it: nothing was stored).
      const file = (error as { body?: { file?: unknown } } | undefined)?.body?.file;
      setRefusal(typeof file === 'string' && file ? `${file}: ${message}` : message);
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const uploading = progress !== null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={translate('resources.donations.certificates.title', { form: certificateFormOf(year) })} />
      <MuiLink component={Link} to="/donations" variant="body2">
        {translate('resources.donations.certificates.back')}
      </MuiLink>
      <Typography component="h1" variant="h5" sx={{ mt: 1, mb: 1 }}>
        {translate('resources.donations.certificates.title', { form: certificateFormOf(year) })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('resources.donations.certificates.intro')}</Typography>

      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label={translate('resources.donations.certificates.year')}
              value={year}
              onChange={(event) => chooseYear(event.target.value)}
              disabled={uploading}
              sx={{ width: { xs: '100%', sm: 200 } }}
            >
              {recentFinancialYears().map((label) => (
                <MenuItem key={label} value={label}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <Button
              component="label"
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={uploading}
              sx={{ minHeight: 44, flexShrink: 0 }}
            >
              {translate('resources.donations.certificates.choose')}
              <input
                ref={inputRef}
                hidden
                type="file"
                multiple
                accept={CERTIFICATE_ACCEPT_ATTRIBUTE}
                data-testid="certificate-files"
                onChange={(event) => void upload(Array.from(event.target.files ?? []))}
              />
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.donations.certificates.help')}
          </Typography>
          {uploading && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" id="certificate-progress-label">
                {progress < 1
                  ? translate('admin.upload.progress', { percent: Math.round(progress * 100) })
                  : translate('resources.donations.certificates.matching')}
              </Typography>
              <LinearProgress
                variant={progress < 1 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
                aria-labelledby="certificate-progress-label"
              />
            </Box>
          )}
          {refusal && (
            <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }} role="alert">
              {refusal}
            </Alert>
          )}
          {result && <UploadResult result={result} />}
        </CardContent>
      </Card>

      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('resources.donations.certificates.unmatchedTitle', { year })}
      </Typography>
      {unmatched === null && !listFailed && <Loading />}
      {listFailed && (
        <Alert severity="error" action={<Button onClick={reload}>{translate('ra.action.refresh')}</Button>}>
          {translate('resources.donations.certificates.notLoaded')}
        </Alert>
      )}
      {unmatched?.length === 0 && (
        <Typography color="text.secondary">
          {translate('resources.donations.certificates.noneUnmatched')}
        </Typography>
      )}
      {unmatched && unmatched.length > 0 && (
        <List disablePadding>
          {unmatched.map((certificate) => (
            <AssignForm key={certificate.id} certificate={certificate} onAssigned={reload} />
          ))}
        </List>
      )}
    </Box>
  );
}
