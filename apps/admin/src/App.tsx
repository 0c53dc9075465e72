import { config } from './config';

/**
 * Placeholder until the react-admin resources arrive (DESIGN.md: one folder per resource, dataProvider.ts
 * and authProvider.ts at the root, <Admin basename="/admin">).
 */
export function App() {
  return (
    <main>
      <h1>Foundation Admin</h1>
      <p>The admin panel is being built.</p>
      <p>
        It will talk to the API at <code>{config.apiUrl}</code>.
      </p>
    </main>
  );
}
