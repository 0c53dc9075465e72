export function commentsOf(source: string): { text: string; index: number }[];
export function brokenLinks(root?: string): { file: string; line: number; target: string }[];
