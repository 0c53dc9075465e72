import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One leaf part of a MIME message, decoded (base64 or quoted-printable). */
export interface MimePart {
  contentType: string;
  filename: string | null;
  body: Buffer;
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

/**
 * The leaf parts of a raw e-mail as an SMTP server received it (nodemailer's multipart output): enough MIME
 * for the assertions, which read what a mail client would show and attach.
 */
export function mimeParts(raw: string): MimePart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  if (boundaries.length === 0) throw new Error('not a multipart message');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const separator = new RegExp(`\\r?\\n?--(?:${boundaries.map(escape).join('|')})(?:--)?\\r?\\n?`);
  const parts: MimePart[] = [];
  for (const chunk of raw.split(separator)) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const contentType = /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase();
    if (!contentType || contentType.startsWith('multipart/')) continue;
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const content = chunk.slice(split).replace(/^\r?\n\r?\n/, '');
    const body =
      encoding === 'base64'
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(content)
          : Buffer.from(content, 'utf8');
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? null;
    parts.push({ contentType, filename, body });
  }
  return parts;
}

/** A PDF's text as poppler's pdftotext extracts it, runs of white space made single spaces. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
