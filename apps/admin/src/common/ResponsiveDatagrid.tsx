import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  RecordContextProvider,
  useListContext,
  type DatagridProps,
  type RaRecord,
  useTranslate,
} from 'react-admin';

/**
 * The table on screens from 600 px, one card per record below (phones): a table of six or seven columns
 * is 700 px and more wide, so on a phone the list scrolled sideways and its buttons were off screen. Each
 * card shows the same values and row actions as its table row (`card` renders them, inside the record's
 * context so that Edit and Delete buttons work).
 */
interface CardProps {
  /** One record's card, a component given the record (each list passes its own row type). */
  card: RecordCard;
  empty?: ReactNode;
}

export function ResponsiveDatagrid({ card, empty, children, ...datagrid }: DatagridProps & CardProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!phone) {
    return (
      <Datagrid empty={empty as DatagridProps['empty']} {...datagrid}>
        {children}
      </Datagrid>
    );
  }
  return <CardList card={card} empty={empty} />;
}

/** A component of `{ record }` whatever its row type (method syntax keeps the parameter bivariant). */
type RecordCard = { render(props: { record: RaRecord }): ReactNode }['render'];

function CardList({ card: RecordCardBody, empty }: CardProps) {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data || data.length === 0)
    return <>{empty ?? <Typography sx={{ p: 2 }}>{translate('admin.common.noResults')}</Typography>}</>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }} data-testid="record-cards">
      {data.map((record) => (
        <Card component="li" key={record.id} variant="outlined" data-testid="record-card">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <RecordContextProvider value={record}>
              <RecordCardBody record={record} />
            </RecordContextProvider>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** A card's title line (bold, may wrap). */
export function CardTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

/** A labelled value of a card: 'Tickets 2'. */
export function CardLine({ label, children }: { label?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {label && (
        <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
          {label}
        </Box>
      )}
      {children}
    </Typography>
  );
}

/** The row actions under a card's values. */
export function CardActionsRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, ml: -0.5 }}>{children}</Box>;
}
