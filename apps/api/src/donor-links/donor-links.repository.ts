import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** The SQL of donor link tokens (table `donor_link_tokens`). */
@Injectable()
export class DonorLinksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a token's hash for an e-mail inside the caller's transaction (the one queueing the e-mail). */
  async insert(manager: EntityManager, tokenHash: string, email: string): Promise<void> {
    await manager.query(`INSERT INTO donor_link_tokens (token_hash, email) VALUES ($1, $2)`, [
      tokenHash,
      email,
    ]);
  }

  /** The e-mail a token hash opens, or null; notes that it was used. */
  async useToken(tokenHash: string): Promise<string | null> {
    const [rows] = await this.dataSource.query<[Array<{ email: string }>, number]>(
      `UPDATE donor_link_tokens SET last_used_at = now() WHERE token_hash = $1 RETURNING email`,
      [tokenHash],
    );
    return rows[0]?.email ?? null;
  }
}
