import type request from 'supertest';

/** A supertest parser that keeps a response's body as the bytes sent (PDFs, images): `.buffer(true).parse(binaryBody)`. */
export const binaryBody: Parameters<request.Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
