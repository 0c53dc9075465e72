export function randomSecret(): string;
export function newTicketSigningSeed(): string;
export function localSecrets(varDir: string): { JWT_SECRET: string };
