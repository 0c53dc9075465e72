import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { formatIndiaDateTime, type CheckInLink, type EventCheckInFigures } from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';
import { linkState, worksUntilText } from './checkInRules';

/** Where the check-in screen lives in the admin deployable (staff may open it themselves, signed in). */
const CHECK_IN_SCREEN = '/admin/check-in';

const STATE_CHIPS = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Revoked', color: 'error' },
} as const;

function CopyButton({ link }: { link: CheckInLink }) {
  const toast = useToast();
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon />}
      aria-label={`Copy the link for ${link.label}`}
      onClick={() =>
        navigator.clipboard.writeText(link.url).then(
          () => toast.success(`Link for ${link.label} copied`),
          () => toast.error('Could not copy: select the link and copy it by hand'),
        )
      }
    >
      Copy
    </Button>
  );
}

function Figures({ figures }: { figures: EventCheckInFigures }) {
  const share = figures.expected > 0 ? Math.round((figures.checkedIn / figures.expected) * 100) : 0;
  return (
    <Box>
      <Typography data-testid="check-in-count" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {figures.checkedIn} of {figures.expected} checked in
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(share, 100)}
        aria-label={`${share}% of expected people checked in`}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1">
            By ticket type
          </Typography>
          <Table size="small" aria-label="Check-in by ticket type">
            <TableHead>
              <TableRow>
                <TableCell>Ticket type</TableCell>
                <TableCell align="right">Checked in</TableCell>
                <TableCell align="right">Expected</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.byTicketType.map((row) => (
                <TableRow key={row.ticketTypeName ?? ''}>
                  <TableCell>{row.ticketTypeName ?? 'General'}</TableCell>
                  <TableCell align="right">{row.checkedIn}</TableCell>
                  <TableCell align="right">{row.expected}</TableCell>
                </TableRow>
              ))}
              {figures.byTicketType.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>No bookings yet</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1">
            By device
          </Typography>
          <Table size="small" aria-label="Check-in by device">
            <TableHead>
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell align="right">Checked in</TableCell>
                <TableCell>Last scan</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.byDevice.map((row) => (
                <TableRow key={`${row.device}-${row.lastScanAt}`}>
                  <TableCell>{row.device}</TableCell>
                  <TableCell align="right">{row.checkedIn}</TableCell>
                  <TableCell>{formatIndiaDateTime(row.lastScanAt)}</TableCell>
                </TableRow>
              ))}
              {figures.byDevice.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>No scans yet</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      </Stack>
    </Box>
  );
}

function RevokeButton({ link, onRevoked }: { link: CheckInLink; onRevoked: () => void }) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await dataProvider.revokeCheckInLink(link.id);
      toast.success(`The link for ${link.label} no longer works`);
      setOpen(false);
      onRevoked();
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to revoke the link'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={`Revoke the link for ${link.label}`}
        onClick={() => setOpen(true)}
      >
        Revoke
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={`revoke-${link.id}`}>
        <DialogTitle id={`revoke-${link.id}`}>Revoke the link for {link.label}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The phone that uses it stops syncing at once and shows that the link was switched off. Scans
            already synced stay counted.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Keep it
          </Button>
          <Button color="error" onClick={revoke} disabled={busy}>
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Links({
  eventId,
  links,
  onChange,
}: {
  eventId: string;
  links: CheckInLink[];
  onChange: () => void;
}) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CheckInLink | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const link = await dataProvider.createCheckInLink(eventId, label);
      setCreated(link);
      setLabel('');
      onChange();
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to create the link'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Box
        component="form"
        onSubmit={create}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          size="small"
          label="Who or which door"
          placeholder="Main gate, Ravi"
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: '1 1 16rem' }}
          required
        />
        <Button type="submit" variant="contained" disabled={busy || label.trim() === ''}>
          Create link
        </Button>
      </Box>
      {created && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography>
            Send this link to {created.label}. It opens the check-in screen for this event only, until the{' '}
            {worksUntilText(created.expiresAt)}.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <TextField
              size="small"
              fullWidth
              value={created.url}
              label="Check-in link"
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-check-in-link' } }}
              onFocus={(event) => event.target.select()}
            />
            <CopyButton link={created} />
          </Stack>
        </Box>
      )}
      <Table size="small" aria-label="Check-in links">
        <TableHead>
          <TableRow>
            <TableCell>For</TableCell>
            <TableCell>State</TableCell>
            <TableCell align="right">Scans</TableCell>
            <TableCell>Works until</TableCell>
            <TableCell aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {links.map((link) => {
            const state = linkState(link);
            return (
              <TableRow key={link.id}>
                <TableCell>{link.label}</TableCell>
                <TableCell>
                  <Chip size="small" label={STATE_CHIPS[state].label} color={STATE_CHIPS[state].color} />
                </TableCell>
                <TableCell align="right">{link.scans}</TableCell>
                <TableCell>{worksUntilText(link.expiresAt)}</TableCell>
                <TableCell>
                  {state === 'active' && (
                    <Stack direction="row" spacing={1}>
                      <CopyButton link={link} />
                      <RevokeButton link={link} onRevoked={onChange} />
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
          {links.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No links yet: create one per volunteer or door.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The event page's "Check-in" section: the door figures (expected, checked in, by ticket type and device)
 * and the volunteers' check-in links (create, copy, revoke). README "Check-in at an event" tells staff how.
 */
export function EventCheckIn() {
  const { id } = useParams();
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const [figures, setFigures] = useState<EventCheckInFigures | null>(null);
  const [links, setLinks] = useState<CheckInLink[] | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    Promise.all([dataProvider.checkInFigures(id), dataProvider.checkInLinks(id)]).then(
      ([nextFigures, nextLinks]) => {
        if (!live) return;
        setFigures(nextFigures);
        setLinks(nextLinks);
      },
      () => live && toast.error('Failed to fetch the check-in figures'),
    );
    return () => {
      live = false;
    };
  }, [id, dataProvider, toast, version]);

  if (!id) return null;
  return (
    <Card component="section" aria-labelledby="event-check-in" sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="event-check-in" component="h2" variant="h6">
            Check-in
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<RefreshIcon />} onClick={reload}>
              Refresh
            </Button>
            <Link href={CHECK_IN_SCREEN} underline="hover" sx={{ alignSelf: 'center' }}>
              Open the check-in screen
            </Link>
          </Stack>
        </Stack>
        {figures ? <Figures figures={figures} /> : <LinearProgress aria-label="Loading the figures" />}
        <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
          Links for volunteers
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          A link lets a volunteer scan tickets for this event on their own phone, without the admin password.
          It stops working at the end of the day after the event, or when you revoke it.
        </Typography>
        {links && <Links eventId={id} links={links} onChange={reload} />}
      </CardContent>
    </Card>
  );
}
