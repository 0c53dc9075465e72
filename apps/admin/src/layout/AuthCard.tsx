import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';

/** The page of the sign-in and set-password screens: one card in the middle, its title a heading. */
export function AuthCard({
  title,
  maxWidth,
  children,
}: {
  title: string;
  maxWidth: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The form's problem (refused sign-in, passwords that differ), read out as it appears. */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
      {problem}
    </Typography>
  );
}

/** The form's submit button: disabled with a spinner while busy. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : null}
    >
      {children}
    </Button>
  );
}
