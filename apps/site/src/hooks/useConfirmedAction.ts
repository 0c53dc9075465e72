import { useState } from 'react';

/**
 * An action asked for in a confirmation dialog: whether the dialog is open, whether the action runs, and why
 * it failed (`failure` words the error); the dialog closes once the action succeeded.
 */
export function useConfirmedAction(action: () => Promise<unknown>, failure: (error: unknown) => string) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setConfirming(false);
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  };
  return {
    confirming,
    busy,
    problem,
    open: () => setConfirming(true),
    close: () => setConfirming(false),
    confirm,
  };
}
