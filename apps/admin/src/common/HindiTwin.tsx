import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';

interface HindiTwinProps {
  /** The English input the Hindi one translates. */
  children: ReactNode;
  /** The Hindi twin's field (`titleHi`, libs/shared hindi-content.ts). */
  source: string;
  /** The English input's label or its catalogue key: the Hindi one is labelled "<label> (हिन्दी)". */
  label: string;
  /** The longest Hindi text the API accepts (the English field's limit). */
  maxLength: number;
  multiline?: boolean;
  /** Rich text (HTML), like an event's description. */
  rich?: boolean;
}

/** Hindi written in its own script, whatever the panel's language: "हिन्दी" marks every twin's label. */
const HINDI = 'हिन्दी';

/** A Hindi twin alone, for rows that already lay their inputs side by side (a ticket type's). */
export function HindiInput({
  source,
  label,
  maxLength,
}: {
  source: string;
  label: string;
  maxLength: number;
}) {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={`${translate(label, { _: label })} (${HINDI})`}
      slotProps={{ htmlInput: { lang: 'hi', maxLength } }}
      helperText={false}
    />
  );
}

/**
 * An English input with its optional Hindi twin beside it on wide screens and right under it on phones. The
 * twin is marked `lang="hi"` (screen readers, spell checkers and fonts pick Devanagari); left empty, the Hindi
 * site shows the English text.
 */
export function HindiTwin({ children, source, label, maxLength, multiline, rich }: HindiTwinProps) {
  const hindiLabel = useHindiLabel(label);
  return (
    <HindiTwinColumns
      hindi={
        rich ? (
          <RichTextInput source={source} label={hindiLabel} fullWidth helperText={false} />
        ) : (
          <TextInput
            source={source}
            label={hindiLabel}
            fullWidth
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            slotProps={{ htmlInput: { lang: 'hi', maxLength } }}
            helperText={false}
          />
        )
      }
    >
      {children}
    </HindiTwinColumns>
  );
}

/** "<label> (हिन्दी)": the label of a twin, from the English input's label or its catalogue key. */
export function useHindiLabel(label: string): string {
  const translate = useTranslate();
  return `${translate(label, { _: label })} (${HINDI})`;
}

/**
 * The English input and its Hindi twin (any input: a list, an event's questions and answers), beside each
 * other on wide screens and one under the other on phones; the twin's side is marked `lang="hi"`.
 */
export function HindiTwinColumns({ children, hindi }: { children: ReactNode; hindi: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        width: '100%',
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <Box sx={{ minWidth: 0 }} lang="hi">
        {hindi}
      </Box>
    </Box>
  );
}
