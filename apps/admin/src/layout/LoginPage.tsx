import { useState } from 'react';
import { Typography } from '@mui/material';
import {
  Form,
  PasswordInput,
  TextInput,
  email,
  required,
  useLogin,
  useSafeSetState,
  useTranslate,
} from 'react-admin';
import { MESSAGES } from '@foundation/shared';
import { useToast } from '../common/toast';
import { AuthCard, FormProblem, SubmitButton } from './AuthCard';

/** A catalogue key: 'Logged in successfully'. */
export const LOGGED_IN_MESSAGE = 'admin.login.loggedIn';

interface Credentials {
  email: string;
  password: string;
}

// Catalogue keys: react-admin translates validation messages.
const validateEmail = [required('admin.login.emailRequired'), email('admin.login.emailInvalid')];
const validatePassword = [required('admin.login.passwordRequired')];

/** the documented Admin login: e-mail and password, 'Sign in' / 'Signing in...', then /admin/events. */
export function LoginPage() {
  const login = useLogin();
  const toast = useToast();
  const translate = useTranslate();
  const [signingIn, setSigningIn] = useSafeSetState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    const { email: address, password } = values as unknown as Credentials;
    setSigningIn(true);
    setProblem(null);
    try {
      await login({ email: address.trim(), password });
      toast.success(LOGGED_IN_MESSAGE);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : MESSAGES.loginFailed;
      setProblem(message);
      toast.error(message);
      setSigningIn(false);
    }
  };

  return (
    <AuthCard title={translate('admin.title')} maxWidth={400}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('admin.login.intro')}
      </Typography>
      <Form onSubmit={submit} noValidate>
        <TextInput
          source="email"
          label="ra.auth.email"
          type="email"
          autoComplete="username"
          autoFocus
          validate={validateEmail}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={validatePassword}
          fullWidth
        />
        <FormProblem problem={problem} />
        <SubmitButton busy={signingIn === true}>
          {translate(signingIn ? 'admin.login.signingIn' : 'ra.auth.sign_in')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
