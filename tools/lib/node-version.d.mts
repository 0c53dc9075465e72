export function supportedNodeRange(): string;
export function nodeVersionProblem(version: string, range: string): string | null;
export function assertSupportedNode(): void;
