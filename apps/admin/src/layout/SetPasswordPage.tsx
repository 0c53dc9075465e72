import { useEffect, useState } from 'react';
import { Button, CircularProgress, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { apiClient } from '../providers';
import { AuthCard, FormProblem, SubmitButton } from './AuthCard';

type Invitation = { email: string; name: string; expiresAt: string };
type State =
  | { step: 'checking' }
  | { step: 'ready'; invitation: Invitation }
  | { step: 'saving'; invitation: Invitation }
  | { step: 'done'; email: string }
  | { step: 'broken'; message: string };

/** The link's secret: `#token=…` (a fragment, so it never reaches a server log or a Referer). */
function tokenOfLocation(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

const messageOf = (json: unknown, fallback: string) => {
  const message = (json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
};

const validatePassword = [required('admin.login.passwordRequired')];

/**
 * /admin/set-password#token=…: an invited member chooses a password with the one-time link of the
 * invitation e-mail, then signs in. A used, expired or unknown link says so and what to do.
 */
export function SetPasswordPage() {
  const translate = useTranslate();
  const [token] = useState(tokenOfLocation);
  const [state, setState] = useState<State>(() =>
    token ? { step: 'checking' } : { step: 'broken', message: translate('admin.setPassword.noToken') },
  );
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    fetch(`${apiClient.apiUrl}/api/auth/invitations/${encodeURIComponent(token)}`, {
      headers: { Accept: 'application/json' },
    })
      .then(async (response) => {
        const json: unknown = await response.json().catch(() => undefined);
        if (response.ok) setState({ step: 'ready', invitation: json as Invitation });
        else setState({ step: 'broken', message: messageOf(json, translate('admin.setPassword.failed')) });
      })
      .catch(() => setState({ step: 'broken', message: translate('admin.setPassword.failed') }));
  }, [token, translate]);

  const submit = async (values: Record<string, unknown>) => {
    if (state.step !== 'ready') return;
    const password = String(values.password ?? '');
    if (password !== String(values.confirm ?? '')) {
      setProblem(translate('admin.setPassword.mismatch'));
      return;
    }
    setProblem(null);
    setState({ step: 'saving', invitation: state.invitation });
    try {
      const { response, json } = await apiClient.publicJson(
        `/api/auth/invitations/${encodeURIComponent(token)}`,
        { password },
      );
      if (response.ok) {
        setState({ step: 'done', email: state.invitation.email });
        return;
      }
      setProblem(messageOf(json, translate('admin.setPassword.failed')));
    } catch {
      setProblem(translate('admin.setPassword.failed'));
    }
    setState({ step: 'ready', invitation: state.invitation });
  };

  return (
    <AuthCard title={translate('admin.setPassword.title')} maxWidth={420}>
      {state.step === 'checking' && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {state.step === 'broken' && (
        <>
          <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
            {state.message}
          </Typography>
          <Button component={Link} to="/login" variant="outlined">
            {translate('admin.setPassword.toSignIn')}
          </Button>
        </>
      )}
      {state.step === 'done' && (
        <>
          <Typography role="status" variant="body2" sx={{ mb: 2 }}>
            {translate('admin.setPassword.done', { email: state.email })}
          </Typography>
          <Button component={Link} to="/login" variant="contained" fullWidth>
            {translate('ra.auth.sign_in')}
          </Button>
        </>
      )}
      {(state.step === 'ready' || state.step === 'saving') && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('admin.setPassword.intro', { email: state.invitation.email })}
          </Typography>
          <Form onSubmit={submit} noValidate>
            <PasswordInput
              source="password"
              label="admin.setPassword.password"
              autoComplete="new-password"
              helperText="admin.setPassword.rule"
              validate={validatePassword}
              fullWidth
            />
            <PasswordInput
              source="confirm"
              label="admin.setPassword.confirm"
              autoComplete="new-password"
              validate={validatePassword}
              fullWidth
            />
            <FormProblem problem={problem} />
            <SubmitButton busy={state.step === 'saving'}>
              {translate(state.step === 'saving' ? 'admin.setPassword.saving' : 'admin.setPassword.save')}
            </SubmitButton>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
