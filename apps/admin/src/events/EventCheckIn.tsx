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
  DialogContentText,
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
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  formatIndiaDateTime,
  formatInr,
  type CheckInLink,
  type EventCheckInFigures,
} from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
import { serverMessage } from '../common/errors';
import { ConfirmDialog, useConfirmAction } from '../common/ConfirmDialog';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';
import { CardActionsRow, CardLine, CardTitle } from '../common/ResponsiveDatagrid';
import { linkState, worksUntilText } from './checkInRules';

/**
 * Below 600 px (a phone) the section's tables become stacked cards, as the panel's lists do: the links'
 * table (five columns with Copy and Revoke) was wider than the screen, so the page scrolled sideways and its
 * buttons sat off screen or on top of each other.
 */
const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** Where the check-in screen lives in the admin deployable (staff may open it themselves, signed in). */
const CHECK_IN_SCREEN = '/admin/check-in';

// Labels are catalogue keys.
const STATE_CHIPS = {
  active: { label: 'admin.common.active', color: 'success' },
  expired: { label: 'resources.events.checkIn.expired', color: 'default' },
  revoked: { label: 'resources.events.checkIn.revoked', color: 'error' },
} as const;

function CopyButton({ link }: { link: CheckInLink }) {
  const toast = useToast();
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon />}
      aria-label={translate('resources.events.checkIn.copyFor', { label: link.label })}
      onClick={() =>
        navigator.clipboard.writeText(link.url).then(
          () => toast.success(translate('resources.events.checkIn.copied', { label: link.label })),
          () => toast.error('resources.events.checkIn.copyFailed'),
        )
      }
    >
      {translate('resources.events.checkIn.copy')}
    </Button>
  );
}

function Figures({ figures }: { figures: EventCheckInFigures }) {
  const share = figures.expected > 0 ? Math.round((figures.checkedIn / figures.expected) * 100) : 0;
  const translate = useTranslate();
  const locale = usePanelLocale();
  const phone = usePhone();
  return (
    <Box>
      <Typography data-testid="check-in-count" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {translate('resources.events.checkIn.count', {
          checkedIn: figures.checkedIn,
          expected: figures.expected,
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(share, 100)}
        aria-label={translate('resources.events.checkIn.share', { share })}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1">
            {translate('resources.events.checkIn.byTicketType')}
          </Typography>
          <Table size="small" aria-label={translate('resources.events.checkIn.byTicketTypeTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.dashboard.ticketType')}</TableCell>
                <TableCell align="right">{translate('resources.events.checkIn.checkedIn')}</TableCell>
                <TableCell align="right">{translate('resources.events.checkIn.expected')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {figures.byTicketType.map((row) => (
                <TableRow key={row.ticketTypeName ?? ''}>
                  <TableCell>{row.ticketTypeName ?? translate('resources.events.checkIn.general')}</TableCell>
                  <TableCell align="right">{row.checkedIn}</TableCell>
                  <TableCell align="right">{row.expected}</TableCell>
                </TableRow>
              ))}
              {figures.byTicketType.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>{translate('resources.events.checkIn.noBookings')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1">
            {translate('resources.events.checkIn.byDevice')}
          </Typography>
          {phone ? (
            <Stack
              component="ul"
              spacing={1}
              aria-label={translate('resources.events.checkIn.byDeviceTable')}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {figures.byDevice.map((row) => (
                <Card component="li" variant="outlined" key={row.device + '-' + row.lastScanAt}>
                  <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                    <CardTitle>{row.device}</CardTitle>
                    <CardLine label={translate('resources.events.checkIn.checkedIn')}>
                      {row.checkedIn}
                    </CardLine>
                    <CardLine label={translate('resources.events.checkIn.lastScan')}>
                      {formatIndiaDateTime(row.lastScanAt, locale)}
                    </CardLine>
                  </CardContent>
                </Card>
              ))}
              {figures.byDevice.length === 0 && (
                <Typography component="li" variant="body2">
                  {translate('resources.events.checkIn.noScans')}
                </Typography>
              )}
            </Stack>
          ) : (
            <Table size="small" aria-label={translate('resources.events.checkIn.byDeviceTable')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.events.checkIn.device')}</TableCell>
                  <TableCell align="right">{translate('resources.events.checkIn.checkedIn')}</TableCell>
                  <TableCell>{translate('resources.events.checkIn.lastScan')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {figures.byDevice.map((row) => (
                  <TableRow key={row.device + '-' + row.lastScanAt}>
                    <TableCell>{row.device}</TableCell>
                    <TableCell align="right">{row.checkedIn}</TableCell>
                    <TableCell>{formatIndiaDateTime(row.lastScanAt, locale)}</TableCell>
                  </TableRow>
                ))}
                {figures.byDevice.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3}>{translate('resources.events.checkIn.noScans')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          )}
        </Box>
      </Stack>
      <WalkIns figures={figures} />
    </Box>
  );
}

/** The walk-ins per link and phone, to close the day: "Door A (Gate phone): 9 walk-ins, ₹4,500 cash, ₹1,000 UPI". */
function WalkIns({ figures }: { figures: EventCheckInFigures }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  const rows = figures.walkIns ?? [];
  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1">
        {translate('resources.events.checkIn.walkIns')}
      </Typography>
      <Stack
        component="ul"
        spacing={0.5}
        aria-label={translate('resources.events.checkIn.walkInsList')}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {rows.map((row) => (
          <Typography component="li" variant="body2" key={`${row.source}-${row.device}`}>
            {translate('resources.events.checkIn.walkInLine', {
              smart_count: row.walkIns,
              source: row.source,
              device: row.device,
              walkIns: row.walkIns,
              cash: formatInr(row.cash, locale),
              upi: formatInr(row.upi, locale),
            })}
          </Typography>
        ))}
        {rows.length === 0 && (
          <Typography component="li" variant="body2">
            {translate('resources.events.checkIn.noWalkIns')}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

function RevokeButton({ link, onRevoked }: { link: CheckInLink; onRevoked: () => void }) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const { open, setOpen, busy, run } = useConfirmAction('resources.events.checkIn.revokeFailed');
  const titleId = `revoke-${link.id}`;
  const revoke = () =>
    run(async () => {
      await dataProvider.revokeCheckInLink(link.id);
      toast.success(translate('resources.events.checkIn.revokeDone', { label: link.label }));
      onRevoked();
    });
  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={translate('resources.events.checkIn.revokeFor', { label: link.label })}
        onClick={() => setOpen(true)}
      >
        {translate('resources.events.checkIn.revoke')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId={titleId}
        title={translate('resources.events.checkIn.revokeTitle', { label: link.label })}
        closeLabel={translate('resources.registrations.cancel.keep')}
        confirmLabel={translate('resources.events.checkIn.revoke')}
        onConfirm={() => void revoke()}
        busy={busy}
        color="error"
        variant="text"
        holdWhileBusy
      >
        <DialogContentText>{translate('resources.events.checkIn.revokeContent')}</DialogContentText>
      </ConfirmDialog>
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
  const translate = useTranslate();
  const locale = usePanelLocale();
  const phone = usePhone();
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
      toast.error(serverMessage(error, translate('resources.events.checkIn.createFailed')));
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
          label={translate('resources.events.checkIn.whoOrDoor')}
          placeholder={translate('resources.events.checkIn.whoOrDoorExample')}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: '1 1 14rem', minWidth: 0 }}
          required
        />
        <Button type="submit" variant="contained" disabled={busy || label.trim() === ''}>
          {translate('resources.events.checkIn.create')}
        </Button>
      </Box>
      {created && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography>
            {translate('resources.events.checkIn.sendLink', {
              label: created.label,
              until: worksUntilText(created.expiresAt, translate, locale),
            })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, minWidth: 0 }}>
            <TextField
              size="small"
              fullWidth
              sx={{ minWidth: 0 }}
              value={created.url}
              label={translate('resources.events.checkIn.link')}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-check-in-link' } }}
              onFocus={(event) => event.target.select()}
            />
            <CopyButton link={created} />
          </Stack>
        </Box>
      )}
      {phone ? (
        <Stack
          component="ul"
          spacing={1}
          aria-label={translate('resources.events.checkIn.links')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          data-testid="check-in-link-cards"
        >
          {links.map((link) => {
            const state = linkState(link);
            return (
              <Card component="li" variant="outlined" key={link.id}>
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
                  >
                    <CardTitle>{link.label}</CardTitle>
                    <Chip
                      size="small"
                      label={translate(STATE_CHIPS[state].label)}
                      color={STATE_CHIPS[state].color}
                    />
                  </Stack>
                  <CardLine label={translate('resources.events.checkIn.scans')}>{link.scans}</CardLine>
                  <CardLine label={translate('resources.events.checkIn.worksUntil')}>
                    {worksUntilText(link.expiresAt, translate, locale)}
                  </CardLine>
                  {state === 'active' && (
                    <CardActionsRow>
                      <CopyButton link={link} />
                      <RevokeButton link={link} onRevoked={onChange} />
                    </CardActionsRow>
                  )}
                </CardContent>
              </Card>
            );
          })}
          {links.length === 0 && (
            <Typography component="li" variant="body2">
              {translate('resources.events.checkIn.noLinks')}
            </Typography>
          )}
        </Stack>
      ) : (
        <Table size="small" aria-label={translate('resources.events.checkIn.links')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.events.checkIn.for')}</TableCell>
              <TableCell>{translate('resources.events.checkIn.state')}</TableCell>
              <TableCell align="right">{translate('resources.events.checkIn.scans')}</TableCell>
              <TableCell>{translate('resources.events.checkIn.worksUntil')}</TableCell>
              <TableCell aria-label={translate('resources.events.checkIn.actions')} />
            </TableRow>
          </TableHead>
          <TableBody>
            {links.map((link) => {
              const state = linkState(link);
              return (
                <TableRow key={link.id}>
                  <TableCell>{link.label}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={translate(STATE_CHIPS[state].label)}
                      color={STATE_CHIPS[state].color}
                    />
                  </TableCell>
                  <TableCell align="right">{link.scans}</TableCell>
                  <TableCell>{worksUntilText(link.expiresAt, translate, locale)}</TableCell>
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
                <TableCell colSpan={5}>{translate('resources.events.checkIn.noLinks')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/**
 * The event page's "Check-in" section: the door figures (expected, checked in, by ticket type and device)
 * and the volunteers' check-in links (create, copy, revoke). docs/check-in.md tells staff how.
 */
export function EventCheckIn() {
  const { id } = useParams();
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
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
      () => live && toast.error('resources.events.checkIn.fetchFailed'),
    );
    return () => {
      live = false;
    };
  }, [id, dataProvider, toast, version]);

  if (!id) return null;
  return (
    // On a phone the event form's Save toolbar is fixed to the bottom of the screen, over the page: room
    // below the section lets its last link card (Copy, Revoke) scroll out from under it.
    <Card component="section" aria-labelledby="event-check-in" sx={{ mt: 2, mb: { xs: 10, sm: 0 } }}>
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
        >
          <Typography id="event-check-in" component="h2" variant="h6">
            {translate('resources.events.checkIn.title')}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button size="small" startIcon={<RefreshIcon />} onClick={reload}>
              {translate('ra.action.refresh')}
            </Button>
            <Link href={CHECK_IN_SCREEN} underline="hover">
              {translate('resources.events.checkIn.openScreen')}
            </Link>
          </Stack>
        </Stack>
        {figures ? (
          <Figures figures={figures} />
        ) : (
          <LinearProgress aria-label={translate('resources.events.checkIn.loading')} />
        )}
        <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
          {translate('resources.events.checkIn.linksForVolunteers')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('resources.events.checkIn.linksHelp')}
        </Typography>
        {links && <Links eventId={id} links={links} onChange={reload} />}
      </CardContent>
    </Card>
  );
}
