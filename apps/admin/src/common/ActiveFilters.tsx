import type { ReactNode } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import { useGetOne, useListContext, useTranslate } from 'react-admin';
import { useClearFilterBoxes } from './filterForm';

export interface FilterDescription {
  label: string;
  /** The value as staff read it ('Pending' for `pending`); the value itself when absent. */
  text?: (value: unknown) => ReactNode;
}

/** The name of a referenced record (an event's title) for a filter chip. */
export function ReferenceText({ reference, id, field }: { reference: string; id: unknown; field: string }) {
  const { data } = useGetOne(reference, { id: id as string }, { enabled: typeof id === 'string' });
  return <>{data ? String(data[field]) : '…'}</>;
}

/** A catalogue key: 'Clear filters' in English. */
export const ALL_FILTERS_CLEARED = 'admin.common.clearFilters';

/**
 * The list's active filters, each as a chip with its own remove button, and 'Clear filters'. react-admin
 * remembers a list's filters between visits: without this line, a filter chosen days ago gave an empty
 * list with no hint why. The search box (`q`) is named 'Search' unless `describe` names it otherwise.
 */
export function ActiveFilters({ describe = {} }: { describe?: Record<string, FilterDescription> }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const clearBoxes = useClearFilterBoxes();
  const active = Object.entries(filterValues ?? {}).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  if (active.length === 0) return null;
  // The list changes at once; the filter boxes are emptied too, so they never show a removed filter.
  const remove = (keys: string[]) => {
    const next = { ...filterValues };
    for (const key of keys) delete next[key];
    setFilters(next, displayedFilters);
    clearBoxes(keys);
  };
  return (
    <Box
      role="region"
      aria-label={translate('admin.common.activeFilters')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('admin.common.filteredBy')}
      </Typography>
      {active.map(([key, value]) => {
        const description =
          describe[key] ?? (key === 'q' ? { label: translate('admin.common.search') } : { label: key });
        return (
          <Chip
            key={key}
            size="small"
            color="primary"
            variant="outlined"
            label={
              <>
                {description.label}: {description.text ? description.text(value) : String(value)}
              </>
            }
            onDelete={() => remove([key])}
            data-testid="active-filter"
          />
        );
      })}
      <Button
        size="small"
        startIcon={<FilterListOffIcon />}
        onClick={() => remove(active.map(([key]) => key))}
      >
        {translate(ALL_FILTERS_CLEARED)}
      </Button>
    </Box>
  );
}

/**
 * Props of a SelectInput filter whose empty choice ('All Status', 'All Events') must show as chosen: MUI
 * shows nothing for an empty value unless told to, so a cleared filter looked blank.
 */
export const SHOW_EMPTY_CHOICE = {
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
} as const;
